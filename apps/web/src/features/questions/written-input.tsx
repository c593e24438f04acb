/**
 * The written answer the typed types share (Q&A, writing, translation, dictation): the stem, what
 * the type shows above the box (translation's source, dictation's audio), the text box, the
 * attachments where the content takes them, and what the type shows below (writing's word count).
 */
import { Input, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../shared/markup-text';
import { AttachmentInput } from './attachment-input';
import { answerText, obj } from './input-parts';
import type { TQuestionInputProps } from './question-view';

type Props = TQuestionInputProps & { above?: ReactNode; below?: ReactNode; minRows?: number };

export function WrittenInput({ stem, content, answer, disabled, onChange, above, below, minRows = 3 }: Props) {
  const { t } = useTranslation();
  const c = obj(content);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <MarkupText text={stem} />
      {above}
      <Input.TextArea
        disabled={disabled}
        autoSize={{ minRows, maxRows: 20 }}
        value={answerText(answer)}
        aria-label={t('training.yourAnswer')}
        onChange={(e) => onChange({ ...answer, stu_answer: e.target.value })}
      />
      {c.attachment === 'required' || c.attachment === 'optional' ? (
        <AttachmentInput
          rule={c.attachment}
          value={answer.attachments ?? []}
          disabled={disabled}
          onChange={(attachments) => onChange({ ...answer, attachments })}
        />
      ) : null}
      {below}
    </Space>
  );
}
