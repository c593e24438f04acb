/** True/false (11): which of the two is right. */
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { obj } from '../../input-parts';
import { KeyField } from '../../key-field';
import type { TKeyEditorProps } from '../../question-view';

export function TrueFalseKeyEditor({ content, onChange }: TKeyEditorProps) {
  const { t } = useTranslation();
  const c = obj(content);
  return (
    <KeyField path="answer">
      {() => (
        <Radio.Group
          value={c.answer === true}
          onChange={(e) => onChange({ ...c, answer: e.target.value as boolean })}
          options={[
            { value: true, label: t('keyEditor.true') },
            { value: false, label: t('keyEditor.false') },
          ]}
          data-testid="key-editor"
        />
      )}
    </KeyField>
  );
}
