/** Trade documents (28): each field of the document with its accepted entries. */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../../../shared/markup-text';
import { AcceptedAnswers, KeyRows } from '../../answer-key-parts';
import { list, obj } from '../../input-parts';
import type { TAnswerKeyProps } from '../../question-view';

export function DocumentsAnswerKey({ content }: TAnswerKeyProps) {
  const { t } = useTranslation();
  const fields = list<{ label: string; accepted?: unknown }>(obj(content).fields);
  return (
    <>
      <Typography.Text type="secondary">{t('preview.fields')}</Typography.Text>
      <KeyRows
        rows={fields.map((f) => ({
          label: <MarkupText text={f.label} />,
          answer: <AcceptedAnswers answers={list<string>(f.accepted).map((text) => ({ text }))} />,
        }))}
      />
    </>
  );
}
