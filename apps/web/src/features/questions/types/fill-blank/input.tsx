/** Fill-in-blank (12): a text box per blank, or a word-bank select per blank (gap-filling). */
import { Flex, Input, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Blanks, entries, list, obj, setEntry } from '../../input-parts';
import type { TQuestionInputProps } from '../../question-view';

export function FillBlankInput({ stem, content, answer, disabled, onChange }: TQuestionInputProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const count = typeof c.blanks === 'number' ? c.blanks : 0;
  const bank = list<string>(c.wordBank);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {bank.length > 0 ? (
        <Flex wrap gap={6}>
          {bank.map((w) => (
            <Tag key={w}>{w}</Tag>
          ))}
        </Flex>
      ) : null}
      <Blanks
        stem={stem}
        count={count}
        render={(i) =>
          bank.length > 0 ? (
            <Select
              size="small"
              disabled={disabled}
              style={{ minWidth: 120 }}
              aria-label={t('training.questionNo', { n: i + 1 })}
              placeholder={`(${i + 1})`}
              value={entries(answer)[i]?.stu_answer || undefined}
              onChange={(v: string) => onChange(setEntry(answer, i, v, count))}
              options={bank.map((w) => ({ value: w, label: w }))}
            />
          ) : (
            <Input
              size="small"
              disabled={disabled}
              style={{ width: 160 }}
              aria-label={`(${i + 1})`}
              placeholder={`(${i + 1})`}
              value={entries(answer)[i]?.stu_answer ?? ''}
              onChange={(e) => onChange(setEntry(answer, i, e.target.value, count))}
            />
          )
        }
      />
    </Space>
  );
}
