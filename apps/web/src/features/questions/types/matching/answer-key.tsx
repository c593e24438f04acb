/** Matching (16): the right pairs, left → right, then the right items no pair uses (distractors). */
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../../../shared/markup-text';
import { KeyRows } from '../../answer-key-parts';
import { type Item, list, obj } from '../../input-parts';
import type { TAnswerKeyProps } from '../../question-view';

export function MatchingAnswerKey({ content }: TAnswerKeyProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const left = list<Item>(c.left);
  const right = list<Item>(c.right);
  const pairs = list<{ left: string; right: string }>(c.pairs);
  const textOf = (items: Item[], id: string) => items.find((x) => x.id === id)?.text ?? id;
  const distractors = right.filter((r) => !pairs.some((p) => p.right === r.id));
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t('preview.pairs')}</Typography.Text>
      <KeyRows
        rows={pairs.map((p) => ({
          label: <MarkupText text={textOf(left, p.left)} />,
          answer: (
            <Typography.Text strong data-testid="key-pair">
              → <MarkupText text={textOf(right, p.right)} />
            </Typography.Text>
          ),
        }))}
      />
      {distractors.length > 0 ? (
        <Typography.Text type="secondary" data-testid="key-distractors">
          {t('preview.distractors')}
          {distractors.map((d) => d.text).join(' · ')}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
