/**
 * The spoken types' key editors: the text to read or speak on and its Chinese translation (read
 * aloud, repeat, free talk), a dialogue's lines under their roles, a dub's subtitle lines at their
 * times. Recordings, voices and timings are kept as they are.
 */
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { list, obj } from './input-parts';
import { KeyText, LinesKeyEditor } from './key-editor-parts';
import type { TKeyEditorProps } from './question-view';
import { withOptionalText } from './written-key-editor';

/** Read aloud, repeat, free talk (30, 32, 37, 38, 40, 42). */
export function OralKeyEditor({ content, onChange }: TKeyEditorProps) {
  const { t } = useTranslation();
  const c = obj(content);
  return (
    <Flex vertical gap={8} data-testid="key-editor">
      <KeyText
        path="text"
        label={t('keyEditor.spokenText')}
        value={c.text}
        onChange={(text) => onChange({ ...c, text })}
        rows={3}
      />
      <KeyText
        path="translation"
        label={t('keyEditor.translation')}
        value={c.translation}
        onChange={(text) => onChange(withOptionalText(c, 'translation', text))}
        rows={2}
      />
    </Flex>
  );
}

/** Role dialogue (46): each line under its role's name. */
export function DialogueKeyEditor({ content, onChange }: TKeyEditorProps) {
  const { t, i18n } = useTranslation();
  const roles = list<{ id: string; name: string; nameCn?: string }>(obj(content).roles);
  const nameOf = (id: unknown) => {
    const r = roles.find((x) => x.id === id);
    return (i18n.language.startsWith('zh') && r?.nameCn) || r?.name || String(id ?? '');
  };
  return (
    <LinesKeyEditor
      content={content}
      onChange={onChange}
      titleOf={(line, i) => `${i + 1}. ${t('preview.speaker', { name: nameOf(line.role) })}`}
    />
  );
}

/** Dubbing (48): each subtitle line with its time in the clip. */
export function DubKeyEditor({ content, onChange }: TKeyEditorProps) {
  const seconds = (v: unknown) => `${(typeof v === 'number' ? v : 0).toFixed(1)}s`;
  return (
    <LinesKeyEditor
      content={content}
      onChange={onChange}
      titleOf={(line, i) => `${i + 1}. ${seconds(line.start)}–${seconds(line.end)}`}
    />
  );
}
