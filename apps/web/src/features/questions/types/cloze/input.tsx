/** Cloze (13): a select of option letters per blank. */
import { Select } from 'antd';
import { Blanks, entries, letter, list, obj, setEntry } from '../../input-parts';
import type { TQuestionInputProps } from '../../question-view';

export function ClozeInput({ stem, content, answer, disabled, onChange }: TQuestionInputProps) {
  const c = obj(content);
  const blanks = list<{ options: string[] }>(c.blanks);
  return (
    <Blanks
      stem={stem}
      count={blanks.length}
      render={(i) => (
        <Select
          size="small"
          disabled={disabled}
          style={{ minWidth: 120 }}
          aria-label={`(${i + 1})`}
          placeholder={`(${i + 1})`}
          value={entries(answer)[i]?.stu_answer || undefined}
          onChange={(v: string) => onChange(setEntry(answer, i, v, blanks.length))}
          options={(blanks[i]?.options ?? []).map((o, k) => ({ value: letter(k), label: `${letter(k)}. ${o}` }))}
        />
      )}
    />
  );
}
