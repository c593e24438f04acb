// Essay checks in a worker thread, so the grammar engine's WebAssembly never blocks the server's
// request thread: harper.js (grammar, spelling), nspell with dictionary-en (spelling cross-check),
// text-readability (readability measures). Plain JavaScript so it loads in any runner.
import { parentPort } from 'node:worker_threads';
import dictionary from 'dictionary-en';
import { LocalLinter } from 'harper.js';
import { binary } from 'harper.js/binary';
import nspell from 'nspell';
import readability from 'text-readability';

const linter = new LocalLinter({ binary });
const ready = linter.setup().then(() => linter.lint('Warm up the checker.', { language: 'plaintext' }));
const spell = nspell(dictionary);

async function check(text) {
  await ready;
  const lints = await linter.lint(text, { language: 'plaintext' });
  const issues = lints.map((lint) => {
    const kind = lint.lint_kind();
    const problem = lint.get_problem_text();
    let replacements = lint.suggestions().map((s) => s.get_replacement_text());
    // For spelling, Hunspell's ranking (nspell) names the intended word first more often than Harper's.
    if ((kind === 'Spelling' || kind === 'Typo') && /^[A-Za-z']+$/.test(problem)) {
      replacements = [...new Set([...spell.suggest(problem), ...replacements])];
    }
    return {
      kind,
      message: lint.message(),
      problem,
      start: lint.span().start,
      end: lint.span().end,
      replacements: replacements.slice(0, 3),
    };
  });
  const words = text.match(/[A-Za-z]+(?:'[A-Za-z]+)?/g) ?? [];
  const misspelled = [
    ...new Set(words.filter((w) => w.length > 1 && !spell.correct(w) && !spell.correct(w.toLowerCase()))),
  ];
  const measures = {
    fleschReadingEase: readability.fleschReadingEase(text),
    gradeLevel: readability.textStandard(text, true),
    difficultWords: readability.difficultWords(text),
  };
  return { issues, misspelled, measures };
}

parentPort?.on('message', (message) => {
  if (message.type === 'warm') {
    ready.then(
      () => parentPort?.postMessage({ id: message.id, ok: true, result: null }),
      (error) => parentPort?.postMessage({ id: message.id, ok: false, error: String(error) }),
    );
    return;
  }
  check(message.text).then(
    (result) => parentPort?.postMessage({ id: message.id, ok: true, result }),
    (error) => parentPort?.postMessage({ id: message.id, ok: false, error: String(error) }),
  );
});
