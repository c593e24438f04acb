/** Listening dictation (21): the transcript the answer is graded against (the audio is kept). */
import { useTranslation } from 'react-i18next';
import { obj } from '../../input-parts';
import { KeyText } from '../../key-editor-parts';
import type { TKeyEditorProps } from '../../question-view';

export function DictationKeyEditor({ content, onChange }: TKeyEditorProps) {
  const { t } = useTranslation();
  const c = obj(content);
  return (
    <div data-testid="key-editor">
      <KeyText
        path="transcript"
        label={t('keyEditor.transcript')}
        value={c.transcript}
        onChange={(transcript) => onChange({ ...c, transcript })}
        rows={3}
      />
    </div>
  );
}
