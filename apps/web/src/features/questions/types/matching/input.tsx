/** Matching (16): a select of right items beside each left item; long items wrap (matching.css). */
import { Flex, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../../../shared/markup-text';
import { entries, type Item, list, obj } from '../../input-parts';
import type { TQuestionInputProps } from '../../question-view';
import './matching.css';

export function MatchingInput({ stem, content, answer, disabled, onChange }: TQuestionInputProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const left = list<Item>(c.left);
  const right = list<Item>(c.right);
  const linkOf = (id: string) => entries(answer).find((e) => e.stu_answer === id)?.linkItem;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <MarkupText text={stem} />
      {left.map((l) => (
        <Flex key={l.id} gap={12} align="center" wrap>
          <span style={{ minWidth: 160 }}>
            <MarkupText text={l.text ?? ''} />
          </span>
          <Select
            className="matching-select"
            classNames={{ popup: { root: 'matching-options' } }}
            // Wrapped options differ in height, which a virtual list cannot measure.
            virtual={false}
            disabled={disabled}
            allowClear
            style={{ flex: '1 1 260px', minWidth: 0 }}
            aria-label={l.text}
            placeholder={t('training.chooseOption')}
            value={linkOf(l.id)}
            onChange={(v: string | undefined) => {
              const rest = entries(answer).filter((e) => e.stu_answer !== l.id);
              onChange({ stu_answer: v ? [...rest, { stu_answer: l.id, linkItem: v }] : rest });
            }}
            options={right.map((r) => ({ value: r.id, label: r.text }))}
          />
        </Flex>
      ))}
    </Space>
  );
}
