/** Trade documents (28): the document's title, the facts to read, and each field's label and accepted entries. */
import { Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { list, obj } from '../../input-parts';
import { KeyBlock, KeyText, TextListEditor } from '../../key-editor-parts';
import { KeyField } from '../../key-field';
import { applyListOp, replaceAt, type TContent } from '../../key-edits';
import type { TKeyEditorProps } from '../../question-view';

export function DocumentsKeyEditor({ content, onChange }: TKeyEditorProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const fields = list<TContent>(c.fields);
  const setField = (i: number, field: TContent) => onChange({ ...c, fields: replaceAt(fields, i, field) });
  return (
    <Flex vertical gap={8} data-testid="key-editor">
      <KeyText
        path="documentTitle"
        label={t('keyEditor.documentTitle')}
        value={c.documentTitle}
        onChange={(documentTitle) => onChange({ ...c, documentTitle })}
        rows={1}
      />
      <KeyText
        path="instructions"
        label={t('keyEditor.instructions')}
        value={c.instructions}
        onChange={(instructions) => onChange({ ...c, instructions })}
        rows={3}
      />
      {fields.map((field, i) => (
        <KeyBlock key={String(field.id ?? i)} title={t('keyEditor.field', { n: i + 1 })}>
          <KeyField path={`fields.${i}.label`}>
            {(props) => (
              <Input
                {...props}
                value={typeof field.label === 'string' ? field.label : ''}
                onChange={(e) => setField(i, { ...field, label: e.target.value })}
                aria-label={t('keyEditor.fieldLabel', { n: i + 1 })}
                maxLength={20_000}
              />
            )}
          </KeyField>
          <TextListEditor
            path={`fields.${i}.accepted`}
            label={t('keyEditor.accepted')}
            values={list<string>(field.accepted)}
            itemLabel={(n) => t('keyEditor.fieldAccepted', { field: i + 1, n })}
            onChange={(op) => setField(i, { ...field, accepted: applyListOp(list<string>(field.accepted), op) })}
          />
        </KeyBlock>
      ))}
    </Flex>
  );
}
