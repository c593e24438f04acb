/** brainCorrect: validation, the engine's checks, and the correction result of part 1 §3 in the reader's language. */
import type { TCorrectionResult, TCorrectionSuggestion, TLanguageUse } from '@lingua/contracts';
import { badRequest } from '../../platform/errors';
import { withEngine } from './engine-errors';
import { type CorrectionEngine, type EssayIssue, measureEssay, scoreEssay, sentencesOf } from './engines/correction';
import { containsChinese } from './engines/synthesis';

const CATEGORY_NAMES = {
  Content: { cn: '内容', en: 'Content' },
  Sentences: { cn: '句子', en: 'Sentences' },
  Structure: { cn: '结构', en: 'Structure' },
  Words: { cn: '词汇', en: 'Words' },
} as const;

const KIND_NAMES: Record<string, string> = {
  Agreement: '主谓一致',
  BoundaryError: '断词错误',
  Capitalization: '大小写',
  Eggcorn: '误用词',
  Enhancement: '表达优化',
  Formatting: '格式',
  Grammar: '语法',
  Malapropism: '误用词',
  Miscellaneous: '语法',
  Nonstandard: '不规范用法',
  Punctuation: '标点',
  Readability: '可读性',
  Redundancy: '冗余',
  Regionalism: '地区用法',
  Repetition: '重复',
  Spelling: '拼写',
  Style: '文体',
  Typo: '拼写',
  Usage: '用法',
  WordChoice: '用词',
  WordOrder: '语序',
};

function suggestionOf(issue: EssayIssue, language: TLanguageUse): TCorrectionSuggestion {
  const replacement = issue.replacements[0] ?? '';
  const kindName = language === 'cn' ? (KIND_NAMES[issue.kind] ?? '语法') : issue.kind;
  const message =
    language === 'cn'
      ? replacement
        ? `${kindName}：“${issue.problem}”建议改为“${replacement}”`
        : `${kindName}：请检查“${issue.problem}”`
      : issue.message;
  return {
    ErrorType: issue.kind,
    ErrorTypeName: kindName,
    Message: message,
    Original: issue.problem,
    Replacement: replacement,
    Start: issue.start,
    End: issue.end,
  };
}

function comment(scores: ReturnType<typeof scoreEssay>, errors: number, language: TLanguageUse): string {
  const weakest = (['Content', 'Sentences', 'Structure', 'Words'] as const).reduce((a, b) =>
    scores[b] < scores[a] ? b : a,
  );
  const advice = {
    Content: {
      cn: '内容略显单薄，可以补充论据和具体例子。',
      en: 'Develop the content further with reasons and concrete examples.',
    },
    Sentences: {
      cn: '请注意句子的语法，修改标出的错误。',
      en: 'Check the grammar of your sentences and fix the marked errors.',
    },
    Structure: {
      cn: '可以分段并使用 however、therefore 等连接词使结构更清晰。',
      en: 'Use paragraphs and linking words such as however and therefore to make the structure clearer.',
    },
    Words: { cn: '注意拼写，并尝试使用更丰富的词汇。', en: 'Watch your spelling and try a wider range of vocabulary.' },
  }[weakest][language];
  const overall =
    scores.Score >= 85
      ? { cn: '文章整体优秀。', en: 'An excellent essay overall.' }
      : scores.Score >= 70
        ? { cn: '文章整体良好。', en: 'A good essay overall.' }
        : scores.Score > 60
          ? { cn: '文章基本达到要求。', en: 'The essay meets the basic requirements.' }
          : { cn: '文章还需要较多修改。', en: 'The essay needs a good deal of revision.' };
  const count =
    errors === 0
      ? { cn: '未发现明显的语法和拼写错误。', en: 'No clear grammar or spelling errors were found.' }
      : { cn: `共发现 ${errors} 处问题。`, en: `${errors} issue${errors === 1 ? '' : 's'} found.` };
  return `${overall[language]}${language === 'en' ? ' ' : ''}${count[language]}${language === 'en' ? ' ' : ''}${advice}`;
}

export async function correctEssay(
  engine: CorrectionEngine,
  txt: string,
  language: TLanguageUse,
): Promise<TCorrectionResult> {
  const text = txt.replace(/\r\n?/g, '\n').trim();
  if (text === '') throw badRequest('correctionTextEmpty', 'txt');
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  if (containsChinese(text) && latin < (text.match(/\p{Script=Han}/gu) ?? []).length) {
    throw badRequest('correctionNotEnglish', 'txt');
  }
  if (latin === 0) throw badRequest('correctionNotEnglish', 'txt');
  const check = await withEngine(() => engine.check(text));
  const measures = measureEssay(text, check);
  const scores = scoreEssay(measures);
  const sentences = sentencesOf(text);
  const SentenceComments = sentences
    .map((s) => ({
      Sentence: s.text,
      Suggestions: check.issues
        .filter((i) => i.start >= s.start && i.start < s.end)
        .map((i) => suggestionOf(i, language)),
    }))
    .filter((c) => c.Suggestions.length > 0);
  return {
    Score: scores.Score,
    Comment: comment(scores, check.issues.length, language),
    ScoreCat: {
      Content: { Name: CATEGORY_NAMES.Content[language], Score: scores.Content },
      Sentences: { Name: CATEGORY_NAMES.Sentences[language], Score: scores.Sentences },
      Structure: { Name: CATEGORY_NAMES.Structure[language], Score: scores.Structure },
      Words: { Name: CATEGORY_NAMES.Words[language], Score: scores.Words },
    },
    SentenceComments,
    Statistics: {
      words: measures.words,
      sentences: measures.sentences,
      paragraphs: measures.paragraphs,
      lexicalDiversity: Math.round(measures.lexicalDiversity * 100) / 100,
      readingEase: measures.fleschReadingEase,
      gradeLevel: measures.gradeLevel,
      grammarErrors: measures.grammarErrors,
      spellingErrors: measures.spellingErrors,
    },
  };
}
