/** Sequencing (26): items clicked into order; a placed item clicked again goes back. */
import { Button, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../../../shared/markup-text';
import { entries, type Item, list, obj } from '../../input-parts';
import type { TQuestionInputProps } from '../../question-view';
import { useTileFocus } from '../../use-tile-focus';

export function SequencingInput({ stem, content, answer, disabled, onChange }: TQuestionInputProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const items = list<Item>(c.items);
  const order = entries(answer)
    .map((e) => e.stu_answer)
    .filter((x) => x !== '');
  const focus = useTileFocus();
  const textOf = (id: string) => items.find((i) => i.id === id)?.text ?? id;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <MarkupText text={stem} />
      <Typography.Text type="secondary">{t('training.orderHint')}</Typography.Text>
      <div ref={focus.to}>
        <ol style={{ paddingLeft: 24, margin: 0 }}>
          {order.map((id, index) => (
            <li key={id}>
              <Button
                size="small"
                type="link"
                disabled={disabled}
                onClick={() => {
                  focus.leaving('to', index);
                  onChange({ stu_answer: order.filter((x) => x !== id).map((x) => ({ stu_answer: x })) });
                }}
              >
                <MarkupText text={textOf(id)} /> ×
              </Button>
            </li>
          ))}
        </ol>
      </div>
      <Flex wrap gap={8} ref={focus.from}>
        {items
          .filter((i) => !order.includes(i.id))
          .map((i, index) => (
            <Button
              key={i.id}
              size="small"
              disabled={disabled}
              onClick={() => {
                focus.leaving('from', index);
                onChange({ stu_answer: [...order, i.id].map((x) => ({ stu_answer: x })) });
              }}
            >
              <MarkupText text={i.text ?? ''} />
            </Button>
          ))}
      </Flex>
    </Space>
  );
}
