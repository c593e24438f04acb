/** Sequencing (26): the items in their right order, numbered. */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../../../shared/markup-text';
import { KeyRows } from '../../answer-key-parts';
import { type Item, list, obj } from '../../input-parts';
import type { TAnswerKeyProps } from '../../question-view';

export function SequencingAnswerKey({ content }: TAnswerKeyProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const items = list<Item>(c.items);
  return (
    <>
      <Typography.Text type="secondary">{t('preview.order')}</Typography.Text>
      <KeyRows
        rows={list<string>(c.order).map((id, i) => ({
          label: `${i + 1}.`,
          answer: (
            <Typography.Text strong data-testid="key-accepted">
              <MarkupText text={items.find((x) => x.id === id)?.text ?? id} />
            </Typography.Text>
          ),
        }))}
      />
    </>
  );
}
