/** Trade documents (28): the document with a text box per field. */
import { Flex, Input, Space, Typography } from 'antd';
import { MarkupText } from '../../../../shared/markup-text';
import { entries, type Item, list, obj } from '../../input-parts';
import type { TQuestionInputProps } from '../../question-view';

export function DocumentsInput({ stem, content, answer, disabled, onChange }: TQuestionInputProps) {
  const c = obj(content);
  const fields = list<Item>(c.fields);
  const fieldValue = (id: string) => entries(answer).find((e) => e.linkItem === id)?.stu_answer ?? '';
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <MarkupText text={stem} />
      <div style={{ border: '2px solid #434343', padding: 16, borderRadius: 4 }}>
        <Typography.Title level={5} style={{ textAlign: 'center' }}>
          {String(c.documentTitle ?? '')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          <MarkupText text={String(c.instructions ?? '')} />
        </Typography.Paragraph>
        <Flex vertical gap={8}>
          {fields.map((f) => (
            <Flex key={f.id} gap={12} align="center" wrap>
              <label htmlFor={`field-${f.id}`} style={{ minWidth: 200 }}>
                {f.label}
              </label>
              <Input
                id={`field-${f.id}`}
                disabled={disabled}
                style={{ flex: 1, minWidth: 200 }}
                value={fieldValue(f.id)}
                onChange={(e) => {
                  const rest = entries(answer).filter((x) => x.linkItem !== f.id);
                  onChange({ stu_answer: [...rest, { linkItem: f.id, stu_answer: e.target.value }] });
                }}
              />
            </Flex>
          ))}
        </Flex>
      </div>
    </Space>
  );
}
