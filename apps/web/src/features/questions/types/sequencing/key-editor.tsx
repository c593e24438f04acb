/** Sequencing (26): the items in their right order, moved up and down, added and removed. */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addSequenceItem, move, removeAt, replaceAt, sequenceOf, withSequence } from '../../key-edits';
import type { TKeyEditorProps } from '../../question-view';

export function SequencingKeyEditor({ content, onChange }: TKeyEditorProps) {
  const { t } = useTranslation();
  const sequence = sequenceOf(content);
  const set = (next: typeof sequence) => onChange(withSequence(content, next));
  return (
    <Flex vertical gap={6} data-testid="key-editor">
      <Typography.Text type="secondary">{t('keyEditor.rightOrder')}</Typography.Text>
      {sequence.map((item, i) => {
        const name = t('keyEditor.position', { n: i + 1 });
        return (
          <Flex key={item.id} gap={6} align="center">
            <Typography.Text style={{ flex: 'none', width: 24 }}>{i + 1}.</Typography.Text>
            <Input
              value={item.text}
              onChange={(e) => set(replaceAt(sequence, i, { ...item, text: e.target.value }))}
              aria-label={name}
              maxLength={20_000}
            />
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
