/** Trade documents (28): stu_answer is a list of `{linkItem: fieldId, stu_answer}`, graded per field. */
import { defineQuestionType } from '../entry';
import { entries, needList, normalizeText, partial } from '../helpers';
import { ZDocumentsContent } from './content';
import { documentsMeta } from './meta';

export const documents = defineQuestionType({
  ...documentsMeta,
  content: ZDocumentsContent,
  checkShape: (c, a) => {
    const s = needList(a, c.fields.length);
    if (s) return s;
    for (const e of entries(a))
      if (!c.fields.some((f) => f.id === e.linkItem)) return 'an answer names an unknown field';
    return null;
  },
  grade: (c, a, fullMark) => {
    const given = entries(a);
    const parts = c.fields.map((f) => {
      const s = normalizeText(given.find((e) => e.linkItem === f.id)?.stu_answer ?? '');
      return s !== '' && f.accepted.some((x) => normalizeText(x) === s);
    });
    return partial(parts, fullMark, c.fields.map((f) => `${f.label}: ${f.accepted[0]}`).join('; '));
  },
  hide: (c) => ({
    documentTitle: c.documentTitle,
    instructions: c.instructions,
    fields: c.fields.map((f) => ({ id: f.id, label: f.label })),
  }),
  bank: {},
});
