/** Listening dictation (21): the transcript the answer is compared with, and its recording. */
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModelAudio, ReferenceText, textAt } from '../../answer-key-parts';
import { obj } from '../../input-parts';
import type { TAnswerKeyProps } from '../../question-view';

export function DictationAnswerKey({ content }: TAnswerKeyProps) {
  const { t } = useTranslation();
  const c = obj(content);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <ReferenceText label={t('preview.transcript')} text={textAt(c.transcript) ?? ''} />
      <ModelAudio url={textAt(c.audioUrl)} />
    </Space>
  );
}
