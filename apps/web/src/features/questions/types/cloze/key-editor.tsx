/** Cloze (13): each blank's options and which one is right. */
import { Flex, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { letter, list, obj } from '../../input-parts';
import { KeyBlock, TextListEditor } from '../../key-editor-parts';
import { KeyField } from '../../key-field';
import { applyListOp, replaceAt, type TContent } from '../../key-edits';
import type { TKeyEditorProps } from '../../question-view';

export function ClozeKeyEditor({ content, onChange }: TKeyEditorProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const blanks = list<TContent>(c.blanks);
  const setBlank = (i: number, blank: TContent) => onChange({ ...c, blanks: replaceAt(blanks, i, blank) });
  return (
    <Flex vertical gap={8} data-testid="key-editor">
      {blanks.map((blank, i) => {
        const options = list<string>(blank.options);
        const answer = typeof blank.answer === 'number' ? blank.answer : 0;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: blanks are numbered by position.
          <KeyBlock key={i} title={t('keyEditor.blank', { n: i + 1 })}>
            <TextListEditor
              path={`blanks.${i}.options`}
              label={t('keyEditor.options')}
              values={options}
              min={2}
              itemLabel={(n) => t('keyEditor.option', { key: letter(n - 1) })}
              onChange={(op) => {
                const next = applyListOp(options, op);
                // The right option follows a removal before it, and stays within the options.
                const shifted = op.op === 'remove' && op.index < answer ? answer - 1 : answer;
                setBlank(i, { ...blank, options: next, answer: Math.min(shifted, next.length - 1) });
              }}
            />
            <KeyField path={`blanks.${i}.answer`}>
              {() => (
                <Radio.Group
                  value={answer}
                  onChange={(e) => setBlank(i, { ...blank, answer: e.target.value as number })}
                  options={options.map((_o, k) => ({ value: k, label: letter(k) }))}
                  aria-label={t('keyEditor.rightOption')}
                />
              )}
            </KeyField>
          </KeyBlock>
        );
      })}
    </Flex>
  );
}
