/** Cloze (13): per blank its right option, letter and text. */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../../../shared/markup-text';
import { KeyRows, numberAt } from '../../answer-key-parts';
import { letter, list, obj } from '../../input-parts';
import type { TAnswerKeyProps } from '../../question-view';

export function ClozeAnswerKey({ content }: TAnswerKeyProps) {
  const { t } = useTranslation();
  const blanks = list<{ options?: unknown; answer?: unknown }>(obj(content).blanks);
  return (
    <KeyRows
      rows={blanks.map((b, i) => {
        const right = numberAt(b.answer) ?? 0;
        return {
          label: t('preview.blank', { n: i + 1 }),
          answer: (
            <Typography.Text strong data-testid="key-accepted">
              {letter(right)}. <MarkupText text={list<string>(b.options)[right] ?? ''} />
            </Typography.Text>
          ),
        };
      })}
    />
  );
}
