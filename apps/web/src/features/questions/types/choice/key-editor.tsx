/** Multiple choice (10): each option's text and whether it is right; other stored fields (fractions, feedback) kept. */
import { Checkbox, Flex, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { list, obj } from '../../input-parts';
import { KeyField } from '../../key-field';
import type { TKeyEditorProps } from '../../question-view';

type Option = { key: string; text: string };

export function ChoiceKeyEditor({ content, onChange }: TKeyEditorProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const options = list<Option>(c.options);
  const right = list<string>(c.answer);
  const multiple = c.multiple === true;
  const setOption = (i: number, text: string) =>
    onChange({ ...c, options: options.map((o, j) => (j === i ? { ...o, text } : o)) });
  const setRight = (key: string, on: boolean) =>
    onChange({
      ...c,
      answer: multiple ? (on ? [...right, key] : right.filter((k) => k !== key)).sort() : [key],
    });
  // The right answer is the options' marks taken together: a refused answer is said under them all.
  return (
    <KeyField path="answer">
      {() => (
        <Flex vertical gap={6} data-testid="key-editor">
          {options.map((o, i) => (
            <Flex key={o.key} gap={8} align="start">
              {multiple ? (
                <Checkbox checked={right.includes(o.key)} onChange={(e) => setRight(o.key, e.target.checked)}>
                  {o.key}
                </Checkbox>
              ) : (
                <Radio checked={right.includes(o.key)} onChange={() => setRight(o.key, true)}>
                  {o.key}
                </Radio>
              )}
              <KeyField path={`options.${i}.text`}>
                {(field) => (
                  <Input
                    {...field}
                    value={o.text}
                    onChange={(e) => setOption(i, e.target.value)}
                    aria-label={t('keyEditor.option', { key: o.key })}
                  />
                )}
              </KeyField>
            </Flex>
          ))}
        </Flex>
      )}
    </KeyField>
  );
}
