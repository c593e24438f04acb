/** Multiple choice (10): radio buttons for a single choice, check boxes for several. */
import { Checkbox, Radio, Space } from 'antd';
import { MarkupText } from '../../../../shared/markup-text';
import { answerText, list, obj } from '../../input-parts';
import type { TQuestionInputProps } from '../../question-view';

export function ChoiceInput({ stem, content, disabled, onChange, answer }: TQuestionInputProps) {
  const c = obj(content);
  const text = answerText(answer);
  const options = list<{ key: string; text: string }>(c.options);
  const stemView = <MarkupText text={stem} />;
  if (c.multiple) {
    const value = text ? text.split(',') : [];
    return (
      <Space direction="vertical">
        {stemView}
        <Checkbox.Group
          disabled={disabled}
          value={value}
          onChange={(v) => onChange({ stu_answer: [...(v as string[])].sort().join(',') })}
        >
          <Space direction="vertical">
            {options.map((o) => (
              <Checkbox key={o.key} value={o.key}>
                {o.key}. <MarkupText text={o.text} />
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      </Space>
    );
  }
  return (
    <Space direction="vertical">
      {stemView}
      <Radio.Group
        disabled={disabled}
        value={text || undefined}
        onChange={(e) => onChange({ stu_answer: e.target.value })}
      >
        <Space direction="vertical">
          {options.map((o) => (
            <Radio key={o.key} value={o.key}>
              {o.key}. <MarkupText text={o.text} />
            </Radio>
          ))}
        </Space>
      </Radio.Group>
    </Space>
  );
}
