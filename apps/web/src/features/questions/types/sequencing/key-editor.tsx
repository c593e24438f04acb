/** Sequencing (26): the items in their right order, moved up and down, added and removed. */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Item, list, obj } from '../../input-parts';
import { addSequenceItem, move, removeAt, replaceAt, sequenceOf, withSequence } from '../../key-edits';
import { KeyField } from '../../key-field';
import type { TKeyEditorProps } from '../../question-view';

export function SequencingKeyEditor({ content, onChange }: TKeyEditorProps) {
  const { t } = useTranslation();
  const sequence = sequenceOf(content);
  const set = (next: typeof sequence) => onChange(withSequence(content, next));
  // An item's text is named by its stored place (the server's field path), not its place in the order.
  const stored = list<Item>(obj(content).items);
  return (
    <Flex vertical gap={6} data-testid="key-editor">
      <Typography.Text type="secondary">{t('keyEditor.rightOrder')}</Typography.Text>
      <KeyField path="order">
        {() => (
          <Flex vertical gap={6}>
            {sequence.map((item, i) => {
              const name = t('keyEditor.position', { n: i + 1 });
              return (
                <Flex key={item.id} gap={6} align="start">
                  <Typography.Text style={{ flex: 'none', width: 24, lineHeight: '32px' }}>{i + 1}.</Typography.Text>
                  <KeyField path={`items.${stored.findIndex((x) => x.id === item.id)}.text`}>
                    {(field) => (
                      <Input
                        {...field}
                        value={item.text}
                        onChange={(e) => set(replaceAt(sequence, i, { ...item, text: e.target.value }))}
                        aria-label={name}
                        maxLength={20_000}
                      />
                    )}
                  </KeyField>
                  <Button
                    icon={<ArrowUpOutlined />}
                    disabled={i === 0}
                    onClick={() => set(move(sequence, i, -1))}
                    aria-label={t('keyEditor.moveUp', { name })}
                  />
                  <Button
                    icon={<ArrowDownOutlined />}
                    disabled={i === sequence.length - 1}
                    onClick={() => set(move(sequence, i, 1))}
                    aria-label={t('keyEditor.moveDown', { name })}
                  />
                  <Button
                    icon={<DeleteOutlined />}
                    disabled={sequence.length <= 2}
                    onClick={() => set(removeAt(sequence, i))}
                    aria-label={t('keyEditor.remove', { name })}
                  />
                </Flex>
              );
            })}
          </Flex>
        )}
      </KeyField>
      <Button
        icon={<PlusOutlined />}
        onClick={() => onChange(addSequenceItem(content))}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('keyEditor.add')}
      </Button>
    </Flex>
  );
}
