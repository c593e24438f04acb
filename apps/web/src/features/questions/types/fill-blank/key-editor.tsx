/** Fill-in-blank (12): each blank's accepted answers (an imported blank's fractions and feedback kept aligned), and the word bank where there is one. */
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { list, obj } from '../../input-parts';
import { KeyBlock, TextListEditor } from '../../key-editor-parts';
import { applyListOp, editBlankAccepted, replaceAt, type TContent } from '../../key-edits';
import type { TKeyEditorProps } from '../../question-view';

export function FillBlankKeyEditor({ content, onChange }: TKeyEditorProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const blanks = list<TContent>(c.blanks);
  return (
    <Flex vertical gap={8} data-testid="key-editor">
      {blanks.map((blank, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blanks are numbered by position ({{n}} in the text).
        <KeyBlock key={i} title={t('keyEditor.blank', { n: i + 1 })} testId={`key-blank-${i + 1}`}>
          <TextListEditor
            path={`blanks.${i}.accepted`}
            label={t('keyEditor.accepted')}
            values={list<string>(blank.accepted)}
            itemLabel={(n) => t('keyEditor.blankAccepted', { blank: i + 1, n })}
            onChange={(op) => onChange({ ...c, blanks: replaceAt(blanks, i, editBlankAccepted(blank, op)) })}
          />
        </KeyBlock>
      ))}
      {Array.isArray(c.wordBank) ? (
        <TextListEditor
          path="wordBank"
          label={t('keyEditor.wordBank')}
          values={list<string>(c.wordBank)}
          min={0}
          itemLabel={(n) => t('keyEditor.word', { n })}
          onChange={(op) => onChange({ ...c, wordBank: applyListOp(list<string>(c.wordBank), op) })}
        />
      ) : null}
    </Flex>
  );
}
