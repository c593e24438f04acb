/**
 * The spoken types' answer key (read aloud, repeat, free talk, dialogue, dubbing): the reference
 * text with its translation and model recording, a dialogue's script by role, a dub's lines.
 */
import { Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { KeyRows, ModelAudio, numberAt, ReferenceText, textAt } from './answer-key-parts';
import { list, obj } from './input-parts';
import type { TAnswerKeyProps } from './question-view';

type Line = { role?: string; text: string; translation?: string; start?: unknown; end?: unknown };

function LineText({ line }: { line: Line }) {
  return (
    <Flex vertical>
      <Typography.Text data-testid="key-line">{line.text}</Typography.Text>
      {line.translation ? <Typography.Text type="secondary">{line.translation}</Typography.Text> : null}
    </Flex>
  );
}

/** Read aloud, repeat, free talk (30, 32, 37, 38, 40, 42): the text, its translation and model audio. */
export function OralAnswerKey({ content }: TAnswerKeyProps) {
  const { t } = useTranslation();
  const c = obj(content);
  const translation = textAt(c.translation);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <ReferenceText label={t('preview.referenceText')} text={textAt(c.text) ?? ''} />
      {translation ? <ReferenceText label={t('preview.translation')} text={translation} /> : null}
      <ModelAudio url={textAt(c.audioUrl)} />
    </Space>
  );
}

/** Role dialogue (46): every line under its role's name. */
export function DialogueAnswerKey({ content }: TAnswerKeyProps) {
  const { t, i18n } = useTranslation();
  const c = obj(content);
  const roles = list<{ id: string; name: string; nameCn?: string }>(c.roles);
  const nameOf = (id: string | undefined) => {
    const r = roles.find((x) => x.id === id);
    return (i18n.language.startsWith('zh') && r?.nameCn) || r?.name || id || '';
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('preview.script')}</Typography.Text>
      <KeyRows
        rows={list<Line>(c.lines).map((l) => ({
          label: t('preview.speaker', { name: nameOf(l.role) }),
          answer: <LineText line={l} />,
        }))}
      />
    </Space>
  );
}

/** Dubbing (48): each subtitle line with its time in the clip. */
export function DubAnswerKey({ content }: TAnswerKeyProps) {
  const { t } = useTranslation();
  const seconds = (v: unknown) => `${(numberAt(v) ?? 0).toFixed(1)}s`;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('preview.subtitles')}</Typography.Text>
      <KeyRows
        rows={list<Line>(obj(content).lines).map((l) => ({
          label: `${seconds(l.start)}–${seconds(l.end)}`,
          answer: <LineText line={l} />,
        }))}
      />
    </Space>
  );
}
