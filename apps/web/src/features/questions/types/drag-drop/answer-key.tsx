/** Drag and drop (24): each target with the item that belongs on it. */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../../../shared/markup-text';
import { KeyRows } from '../../answer-key-parts';
import { type Item, list, obj } from '../../input-parts';
import type { TAnswerKeyProps } from '../../question-view';

export function DragDropAnswerKey({ content }: TAnswerKeyProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const targets = list<Item>(c.targets);
  const items = list<Item>(c.items);
  return (
    <>
      <Typography.Text type="secondary">{t('preview.placement')}</Typography.Text>
      <KeyRows
        rows={list<{ targetId: string; itemId: string }>(c.answer).map((a) => ({
          label: <MarkupText text={targets.find((x) => x.id === a.targetId)?.label ?? a.targetId} />,
          answer: (
            <Typography.Text strong data-testid="key-pair">
              → <MarkupText text={items.find((x) => x.id === a.itemId)?.content ?? a.itemId} />
            </Typography.Text>
          ),
        }))}
      />
    </>
  );
}
