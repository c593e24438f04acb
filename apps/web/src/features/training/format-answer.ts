/** A student's answer as text for the report, by subject_type (the right answer comes from the server). */
import { QuestionTypeCodes as C, type TReportQuestion } from '@lingua/contracts';

type Item = { id: string; text?: string; content?: string; label?: string };
const obj = (c: unknown) => (c && typeof c === 'object' ? (c as Record<string, unknown>) : {});
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

export function formatAnswer(q: TReportQuestion, labels: { true: string; false: string }): string {
  const c = obj(q.content);
  const entries = Array.isArray(q.stu_answer) ? q.stu_answer : [];
  const text = typeof q.stu_answer === 'string' ? q.stu_answer : '';
  switch (q.subject_type) {
    case C.trueFalse:
      return text === 'T' ? labels.true : text === 'F' ? labels.false : '';
    case C.fillBlank:
    case C.cloze:
      return entries
        .map((e, i) => (e.stu_answer ? `${i + 1}. ${e.stu_answer}` : ''))
        .filter(Boolean)
        .join('; ');
    case C.matching: {
      const left = list<Item>(c.left);
      const right = list<Item>(c.right);
      return entries
        .filter((e) => e.linkItem)
        .map(
          (e) =>
            `${left.find((l) => l.id === e.stu_answer)?.text ?? ''} → ${right.find((r) => r.id === e.linkItem)?.text ?? ''}`,
        )
        .join('; ');
    }
    case C.sequencing: {
      const items = list<Item>(c.items);
      return entries.map((e, i) => `${i + 1}. ${items.find((x) => x.id === e.stu_answer)?.text ?? ''}`).join(' ');
    }
    case C.documents: {
      const fields = list<Item>(c.fields);
      return entries
        .filter((e) => e.stu_answer)
        .map((e) => `${fields.find((f) => f.id === e.linkItem)?.label ?? ''}: ${e.stu_answer}`)
        .join('; ');
    }
    case C.dragDrop: {
      const targets = list<Item>(c.targets);
      return (q.resource_subject_content_list ?? [])
        .filter((p) => p.canDelete)
        .map((p) => `${targets.find((t) => t.id === p.targetId)?.label ?? ''}: ${p.content}`)
        .join('; ');
    }
    case C.jumbledSentence:
      return q.result ?? '';
    default:
      return text;
  }
}
