/** True/false (11): two radio buttons. */
import { Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../../../shared/markup-text';
import { answerText } from '../../input-parts';
import type { TQuestionInputProps } from '../../question-view';

export function TrueFalseInput({ stem, disabled, onChange, answer }: TQuestionInputProps) {
  const { t } = useTranslation();
  const text = answerText(answer);
  return (
    <Space direction="vertical">
      <MarkupText text={stem} />
      <Radio.Group
        disabled={disabled}
        value={text || undefined}
        onChange={(e) => onChange({ stu_answer: e.target.value })}
      >
        <Radio value="T">{t('training.true')}</Radio>
        <Radio value="F">{t('training.false')}</Radio>
      </Radio.Group>
    </Space>
  );
}
