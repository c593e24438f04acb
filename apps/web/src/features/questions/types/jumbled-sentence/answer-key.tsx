/** Jumbled sentence (44): the sentences accepted as the assembled answer. */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AcceptedAnswers } from '../../answer-key-parts';
import { list, obj } from '../../input-parts';
import type { TAnswerKeyProps } from '../../question-view';

export function JumbledSentenceAnswerKey({ content }: TAnswerKeyProps) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Text type="secondary">{t('preview.sentences')}</Typography.Text>
      <AcceptedAnswers answers={list<string>(obj(content).accepted).map((text) => ({ text }))} />
    </>
  );
}
