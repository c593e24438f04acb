/**
 * Moodle questions whose gaps sit inside the text: cloze (multianswer, docs.moodle.org/en/Embedded_Answers_(Cloze)_question_type:
 * `{1:SHORTANSWER:=Berlin#Right~*#Wrong}`, `{2:NUMERICAL:=3.14:0.01}`, `{1:MULTICHOICE:~a=b}`),
 * drag and drop into text (ddwtos) and select missing words (gapselect), both `[[n]]` over numbered
 * choices. Every gap becomes a blank `{{n}}`: all-choice gaps as Lingua's cloze, otherwise a
 * fill-in-blank with per-gap answers and fractions (a choice gap then typed, which is noted).
 */
import { blankOf, numericBlankOf, QuestionTypeCodes } from '@lingua/contracts';

type TRead = { subject_type: number; stem: string; content: unknown; notes: string[] } | string;
type TPart = { text: string; fraction: number; feedback: string };

/** A cloze gap's answers: `~`-separated, `=` for 100 %, `%n%` a fraction, `#` feedback, `\` escapes. */
function gapAnswers(body: string): TPart[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] ?? '';
    if (ch === '\\' && i + 1 < body.length) {
      current += body[i + 1];
      i++;
    } else if (ch === '~') {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts
    .filter((p) => p.trim() !== '')
    .map((p) => {
      let s = p.trim();
      let fraction = 0;
      if (s.startsWith('=')) {
        fraction = 100;
        s = s.slice(1);
      }
      const w = /^%(-?\d+(?:\.\d+)?)%/.exec(s);
      if (w) {
        fraction = Number(w[1]);
        s = s.slice(w[0].length);
      }
      const hash = s.indexOf('#');
      return {
        text: (hash >= 0 ? s.slice(0, hash) : s).trim(),
        fraction,
        feedback: hash >= 0 ? s.slice(hash + 1).trim() : '',
      };
    });
}

const GAP =
  /\{(\d*):(SHORTANSWER|SA|MW|SHORTANSWER_C|SAC|MWC|NUMERICAL|NM|MULTICHOICE(?:_[HVS]{1,2})?|MC[HVS]{0,2}|MULTIRESPONSE(?:_[HS]{1,2})?|MR[HS]{0,2}):((?:\\.|[^}])*)\}/g;

export function readMultianswer(text: string): TRead {
  const gaps: { type: string; answers: TPart[] }[] = [];
  const stem = text.replace(GAP, (_m, _w, type: string, body: string) => {
    gaps.push({ type, answers: gapAnswers(body) });
    return `{{${gaps.length}}}`;
  });
  if (gaps.length === 0) return 'a cloze question holds no gaps';
  const notes: string[] = [];
  const isChoice = (t: string) => /^(MULTICHOICE|MC)/.test(t);
  if (gaps.some((g) => /^(MULTIRESPONSE|MR)/.test(g.type)))
    return 'a cloze gap with several right answers is not supported';
  if (gaps.every((g) => isChoice(g.type))) {
    const blanks = gaps.map((g) => {
      const best = Math.max(...g.answers.map((a) => a.fraction));
      return { options: g.answers.map((a) => a.text), answer: g.answers.findIndex((a) => a.fraction === best) };
    });
    if (gaps.some((g) => g.answers.some((a) => a.fraction > 0 && a.fraction < 100)))
      notes.push('partial credit of a choice gap was dropped');
    return { subject_type: QuestionTypeCodes.cloze, stem, content: { blanks }, notes };
  }
  const blanks = [];
  for (const g of gaps) {
    if (/^(NUMERICAL|NM)$/.test(g.type)) {
      const blank = numericBlankOf(
        g.answers.map((a) => {
          const [value = '', tolerance = '0'] = a.text.split(':');
          return {
            value: Number(value),
            tolerance: Number(tolerance) || 0,
            fraction: a.fraction,
            feedback: a.feedback,
          };
        }),
      );
      if (typeof blank === 'string') return blank;
      blanks.push(blank);
      continue;
    }
    if (isChoice(g.type)) notes.push('a choice gap became a typed gap');
    const got = blankOf(g.answers, /_C$|^(SAC|MWC)$/.test(g.type));
    if (typeof got === 'string') return got;
    blanks.push(got.blank);
    notes.push(...got.notes);
  }
  return { subject_type: QuestionTypeCodes.fillBlank, stem, content: { blanks }, notes: [...new Set(notes)] };
}

/** ddwtos and gapselect: `[[n]]` in the text, the nth choice right; a group's choices are that gap's options. */
export function readDragOrSelect(
  type: 'ddwtos' | 'gapselect',
  text: string,
  choices: { text: string; group: number }[],
): TRead {
  const gaps: number[] = [];
  const stem = text.replace(/\[\[(\d+)\]\]/g, (_m, n: string) => {
    gaps.push(Number(n) - 1);
    return `{{${gaps.length}}}`;
  });
  if (gaps.length === 0 || gaps.some((g) => !choices[g])) return 'a gap names a choice the question lacks';
  if (type === 'ddwtos') {
    const notes = choices.some((c) => c.group !== 1) ? ['the drag groups became one word bank'] : [];
    return {
      subject_type: QuestionTypeCodes.fillBlank,
      stem,
      content: {
        blanks: gaps.map((g) => ({ accepted: [choices[g]?.text ?? ''] })),
        wordBank: choices.map((c) => c.text),
      },
      notes,
    };
  }
  const blanks = gaps.map((g) => {
    const right = choices[g];
    const group = choices.filter((c) => c.group === right?.group);
    return { options: group.map((c) => c.text), answer: group.indexOf(right as (typeof group)[number]) };
  });
  return { subject_type: QuestionTypeCodes.cloze, stem, content: { blanks }, notes: [] };
}
