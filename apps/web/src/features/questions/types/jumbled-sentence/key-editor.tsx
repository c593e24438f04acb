/** Jumbled sentence (44): the tiles a student assembles and the sentences accepted. */
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { list, obj } from '../../input-parts';
import { TextListEditor } from '../../key-editor-parts';
import { applyListOp } from '../../key-edits';
import type { TKeyEditorProps } from '../../question-view';

export function JumbledSentenceKeyEditor({ content, onChange }: TKeyEditorProps) {
  const { t } = useTranslation();
  const c = obj(content);
  return (
    <Flex vertical gap={8} data-testid="key-editor">
      <TextListEditor
        path="tiles"
        label={t('keyEditor.tiles')}
        values={list<string>(c.tiles)}
        min={2}
        itemLabel={(n) => t('keyEditor.tile', { n })}
        onChange={(op) => onChange({ ...c, tiles: applyListOp(list<string>(c.tiles), op) })}
      />
      <TextListEditor
        path="accepted"
        label={t('keyEditor.acceptedSentences')}
        values={list<string>(c.accepted)}
        itemLabel={(n) => t('keyEditor.sentence', { n })}
        onChange={(op) => onChange({ ...c, accepted: applyListOp(list<string>(c.accepted), op) })}
      />
    </Flex>
  );
}
