/** Matching (16): stu_answer is a list of links `{stu_answer: leftId, linkItem: rightId}`, graded per pair. */
import { stripMarkup } from '../../markup';
import { giftEscape, moodleText } from '../bank';
import { defineQuestionType } from '../entry';
import { entries, needList, partial } from '../helpers';
import { type TMatchingContent, ZMatchingContent } from './content';
import { matchingMeta } from './meta';

const textOf = (list: { id: string; text: string }[], id: string) => list.find((x) => x.id === id)?.text ?? '';

/**
 * The pairs as left and right texts, for the exchange formats, then each right item no pair uses
 * (a distractor) with an empty left, as Moodle writes it.
 */
const pairTexts = (c: TMatchingContent) => [
  ...c.pairs.map((p) => ({ left: textOf(c.left, p.left), right: textOf(c.right, p.right) })),
  ...c.right.filter((r) => !c.pairs.some((p) => p.right === r.id)).map((r) => ({ left: '', right: r.text })),
];

/** Matching content from Moodle's subquestions: one without text is a distractor, a right item only. */
function matchingOf(subs: { left: string; right: string }[]): TMatchingContent {
  const pairs = subs.filter((s) => s.left !== '');
  return {
    left: pairs.map((p, k) => ({ id: `l${k + 1}`, text: p.left })),
    right: subs.map((p, k) => ({ id: `r${k + 1}`, text: p.right })),
    pairs: pairs.map((p, k) => ({ left: `l${k + 1}`, right: `r${subs.indexOf(p) + 1}` })),
  };
}

export const matching = defineQuestionType({
  ...matchingMeta,
  content: ZMatchingContent,
  checkShape: (c, a) => {
    const s = needList(a, c.left.length);
    if (s) return s;
    for (const e of entries(a)) {
      if (!c.left.some((l) => l.id === e.stu_answer)) return 'a link starts at an unknown item';
      if (e.linkItem !== undefined && e.linkItem !== '' && !c.right.some((r) => r.id === e.linkItem))
        return 'a link ends at an unknown item';
    }
    return null;
  },
  grade: (c, a, fullMark) => {
    const given = entries(a);
    const parts = c.pairs.map((p) => given.some((e) => e.stu_answer === p.left && e.linkItem === p.right));
    const text = (list: { id: string; text: string }[], id: string) =>
      stripMarkup(list.find((x) => x.id === id)?.text ?? id);
    return partial(
      parts,
      fullMark,
      c.pairs.map((p) => `${text(c.left, p.left)} → ${text(c.right, p.right)}`).join('; '),
    );
  },
  // Imported banks (Moodle, GIFT, the xlsx template) list the right column in pair order, so the
  // student sees it sorted by text instead: the n-th option never gives away the n-th left item.
  hide: (c) => ({ left: c.left, right: [...c.right].sort((a, b) => a.text.localeCompare(b.text, 'en')) }),
  bank: {
    xlsx: {
      guide: {
        cn: ['16 连线题', '答案列每行一对：左项 -> 右项，各对用 ; 分隔；选项列可填多余的右项（干扰项，| 分隔）'],
        en: [
          '16 Matching',
          'Answer: one pair as left -> right, pairs separated by ; ; Options may list extra right-hand items (distractors, | separated)',
        ],
      },
      example: [
        'Match each Incoterm with what it means.',
        10,
        'Delivered Duty Paid',
        'FOB -> Free On Board; CIF -> Cost, Insurance and Freight; EXW -> Ex Works',
        'DDP 为干扰项。',
        'Delivered Duty Paid is a distractor.',
        2,
      ],
      read: ({ options, answer }) => {
        const pairs = answer
          .split(/[;；]/)
          .map((p) => p.trim())
          .filter(Boolean)
          .map((p) => {
            const at = p.indexOf('->');
            return at < 0 ? null : { left: p.slice(0, at).trim(), right: p.slice(at + 2).trim() };
          });
        if (pairs.length < 2 || pairs.some((p) => !p?.left || !p.right))
          return 'matching needs at least two pairs written as left -> right, separated by ;';
        const distractors = options
          .split('|')
          .map((x) => x.trim())
          .filter(Boolean)
          .map((right) => ({ left: '', right }));
        return { content: matchingOf([...(pairs as { left: string; right: string }[]), ...distractors]) };
      },
      write: ({ content: c }) => {
        const texts = pairTexts(c);
        return [
          texts
            .filter((p) => p.left === '')
            .map((p) => p.right)
            .join('|'),
          texts
            .filter((p) => p.left !== '')
            .map((p) => `${p.left} -> ${p.right}`)
            .join('; '),
        ];
      },
    },
    moodle: {
      type: 'matching',
      read: (q) => ({ content: matchingOf(q.subquestions) }),
      write: ({ content: c }) => ({
        lines: pairTexts(c).map(
          (p) =>
            `    <subquestion format="plain_text">${moodleText(p.left)}<answer>${moodleText(p.right)}</answer></subquestion>`,
        ),
      }),
    },
    gift: {
      // Before fill-in-blank: every answer is `=left -> right`.
      order: 3,
      read: (b) => {
        if (!b.answers || b.answers.length === 0 || !b.answers.every((p) => p.mark === '=' && p.body.includes('->')))
          return null;
        const pairs = b.answers.map((p) => {
          const at = p.body.indexOf('->');
          return { left: p.body.slice(0, at).trim(), right: p.body.slice(at + 2).trim() };
        });
        return { stem: b.before, content: matchingOf(pairs) };
      },
      write: ({ content: c }, { stem, feedback }) => {
        const lines = pairTexts(c).map((p) => `  =${giftEscape(p.left)} -> ${giftEscape(p.right)}`);
        return `${stem} {\n${lines.join('\n')}${feedback}\n}`;
      },
    },
  },
});
