/**
 * The spoken types on a written answer page (read aloud, free talk, dialogue, dubbing): the stem,
 * the text to speak, and a note that they are answered on the speaking pages.
 */
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../shared/markup-text';
import { obj } from './input-parts';
import type { TQuestionInputProps } from './question-view';

export function SpokenInput({ stem, content }: TQuestionInputProps) {
  const { t } = useTranslation();
  const c = obj(content);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <MarkupText text={stem} />
      {typeof c.text === 'string' ? <MarkupText text={c.text} /> : null}
      <Alert type="info" showIcon message={t('training.oralLater')} />
    </Space>
  );
}
