/**
 * A demo student's answer to one question, in the answer shape of its type (packages/contracts
 * questions/types/<type>): right where the student knows it, a plausible mistake where not (the
 * other blank's word, a misspelling, two steps swapped). Nothing here grades: the seed grades what
 * is built with the platform's own grading, so the scores are what a submission would get.
 */
import {
  QuestionTypeCodes,
  type TQuestionAnswer,
  ZChoiceContent,
  ZClozeContent,
  ZDictationContent,
  ZDocumentsContent,
  ZDragDropContent,
  ZFillBlankContent,
  ZJumbledSentenceContent,
  ZMatchingContent,
  ZSequencingContent,
  ZTrueFalseContent,
} from '@lingua/contracts';
import type { Random } from './seeded-random';

/**
 * Builds an answer from `know`, the chance that the student gets each part of it right (a blank,
 * a pair, a word); null for a type answered otherwise (written or spoken).
 */
export type ObjectiveAnswerMaker = (know: number, rng: Random) => TQuestionAnswer;

/** The letters of an option index: 0 is A. */
const letter = (index: number) => String.fromCharCode(65 + index);

/** A learner's misspelling of a word: a letter dropped or doubled, a digit changed in a number, a short word confused. */
export function misspell(word: string, rng: Random): string {
  if (/^[\d.,]+$/.test(word)) {
    const digits = [...word].map((c, i) => (/\d/.test(c) ? i : -1)).filter((i) => i >= 0);
    const at = rng.pick(digits);
    return word.slice(0, at) + String((Number(word[at]) + rng.int(1, 8)) % 10) + word.slice(at + 1);
  }
  // A short word is confused with its neighbours: a title with a title, a preposition with a preposition.
  if (word.length < 4) {
    const confused = /^[A-Z]/.test(word) ? ['Mrs', 'Miss', 'Mr'] : ['for', 'at', 'in', 'on', 'of', 'with'];
    return rng.pick(confused.filter((w) => w !== word.replace(/\.$/, '')));
  }
  const at = rng.int(1, word.length - 2);
  return rng.chance(0.5) ? word.slice(0, at) + word.slice(at + 1) : word.slice(0, at) + word[at] + word.slice(at);
}

/** Numbers written out: never a plausible slip for another blank's word. */
const NUMBER_WORD =
  /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand)\b/i;

/** Wrong picks rotate among themselves (one wrong pick takes another's place too): no right one by chance. */
function rotateWrong<T>(right: T[], wrong: boolean[], rng: Random): T[] {
  const out = [...right];
  const indexes = wrong.flatMap((w, i) => (w ? [i] : []));
  if (indexes.length === 1 && right.length > 1) {
    const other = rng.pick(right.map((_, i) => i).filter((i) => i !== indexes[0]));
    indexes.push(other);
  }
  if (indexes.length < 2) return out;
  indexes.forEach((at, k) => {
    out[at] = right[indexes[(k + 1) % indexes.length] ?? at] as T;
  });
  return out;
}

/** The answer maker of a question, its content read once; null where the answer is written or spoken. */
export function objectiveAnswerMaker(subjectType: number, content: unknown): ObjectiveAnswerMaker | null {
  switch (subjectType) {
    case QuestionTypeCodes.choice: {
      const c = ZChoiceContent.parse(content);
      const keys = c.options.map((o) => o.key);
      if (!c.multiple)
        return (know, rng) => {
          // A guess among the options gets some right without knowing.
          const right = rng.chance(know + (1 - know) / keys.length);
          const wrong = keys.filter((k) => !c.answer.includes(k));
          return { stu_answer: right || wrong.length === 0 ? (c.answer[0] ?? 'A') : rng.pick(wrong) };
        };
      return (know, rng) => {
        const chosen = keys.filter((k) => (c.answer.includes(k) ? rng.chance(know) : rng.chance((1 - know) * 0.3)));
        return { stu_answer: (chosen.length > 0 ? chosen : [rng.pick(keys)]).join(',') };
      };
    }
    case QuestionTypeCodes.trueFalse: {
      const c = ZTrueFalseContent.parse(content);
      return (know, rng) => {
        const right = rng.chance(know + (1 - know) / 2);
        return { stu_answer: c.answer === right ? 'T' : 'F' };
      };
    }
    case QuestionTypeCodes.fillBlank: {
      const c = ZFillBlankContent.parse(content);
      return (know, rng) => ({
        stu_answer: c.blanks.map((blank, i) => {
          const right = blank.accepted[0] ?? '';
          if (rng.chance(know)) return { stu_answer: rng.pick(blank.accepted) };
          const bank = (c.wordBank ?? []).filter((w) => !blank.accepted.includes(w));
          if (bank.length > 0) return { stu_answer: rng.pick(bank) };
          // A number misheard, or the word of another blank (sincerely for faithfully), or a misspelling.
          const number = blank.accepted.find((a) => /\d/.test(a));
          if (number) return { stu_answer: misspell(number, rng) };
          const others = c.blanks
            .flatMap((b, j) => (j === i ? [] : b.accepted))
            .filter((w) => !blank.accepted.includes(w) && !/\d/.test(w) && !NUMBER_WORD.test(w));
          if (others.length > 0 && rng.chance(0.5)) return { stu_answer: rng.pick(others) };
          return { stu_answer: misspell(right, rng) };
        }),
      });
    }
    case QuestionTypeCodes.cloze: {
      const c = ZClozeContent.parse(content);
      return (know, rng) => ({
        stu_answer: c.blanks.map((blank) => {
          const right = rng.chance(know + (1 - know) / blank.options.length);
          const wrong = blank.options.map((_, i) => i).filter((i) => i !== blank.answer);
          return { stu_answer: letter(right ? blank.answer : rng.pick(wrong)) };
        }),
      });
    }
    case QuestionTypeCodes.matching: {
      const c = ZMatchingContent.parse(content);
      return (know, rng) => {
        const rights = rotateWrong(
          c.pairs.map((p) => p.right),
          c.pairs.map(() => !rng.chance(know)),
          rng,
        );
        return { stu_answer: c.pairs.map((p, i) => ({ stu_answer: p.left, linkItem: rights[i] ?? p.right })) };
      };
    }
    case QuestionTypeCodes.sequencing: {
      const c = ZSequencingContent.parse(content);
      return (know, rng) => {
        const order = [...c.order];
        // Each step the student is unsure of changes places with the next.
        for (let i = 0; i < order.length - 1; i++) {
          if (rng.chance(1 - know)) [order[i], order[i + 1]] = [order[i + 1] as string, order[i] as string];
        }
        return { stu_answer: order.map((id) => ({ stu_answer: id })) };
      };
    }
    case QuestionTypeCodes.dictation: {
      const c = ZDictationContent.parse(content);
      return (know, rng) => {
        const words = c.transcript.split(/\s+/).flatMap((word) => {
          if (rng.chance(know + (1 - know) * 0.65)) return [word];
          if (rng.chance(0.3)) return [];
          const [, core = word, end = ''] = /^(.*?)([.,!?;:]*)$/.exec(word) ?? [];
          return [misspell(core, rng) + end];
        });
        return { stu_answer: words.join(' ') };
      };
    }
    case QuestionTypeCodes.jumbledSentence: {
      const c = ZJumbledSentenceContent.parse(content);
      return (know, rng) => {
        const sentence = c.accepted[0] ?? '';
        if (rng.chance(0.05 + 0.95 * know)) return { result: sentence };
        const [, body = sentence, end = ''] = /^(.*?)([.!?]?)$/.exec(sentence) ?? [];
        const words = body.split(' ');
        const at = rng.int(0, Math.max(0, words.length - 2));
        [words[at], words[at + 1]] = [words[at + 1] as string, words[at] as string];
        return { result: words.join(' ') + end };
      };
    }
    case QuestionTypeCodes.dragDrop: {
      const c = ZDragDropContent.parse(content);
      return (know, rng) => {
        const targets = rotateWrong(
          c.answer.map((a) => a.targetId),
          c.answer.map(() => !rng.chance(know)),
          rng,
        );
        return {
          resource_subject_content_list: c.answer.map((a, i) => ({
            id: a.itemId,
            content: c.items.find((item) => item.id === a.itemId)?.content ?? '',
            canDelete: true,
            targetId: targets[i] ?? a.targetId,
          })),
        };
      };
    }
    case QuestionTypeCodes.documents: {
      const c = ZDocumentsContent.parse(content);
      return (know, rng) => ({
        stu_answer: c.fields.map((field) => {
          const right = field.accepted[0] ?? '';
          return { stu_answer: rng.chance(know) ? right : misspell(right, rng), linkItem: field.id };
        }),
      });
    }
    default:
      return null;
  }
}
