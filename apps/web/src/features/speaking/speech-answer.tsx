/**
 * A spoken answer in a report (student and teacher): each recorded line with the student's audio,
 * the model's audio, the job's state and the per-word scores.
 */
import { QuestionTypeCodes as C, ScriptedSpokenTypes, type TReportQuestion } from '@lingua/contracts';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { speakingApi } from '../../api/speaking';
import { SpeechResult } from './speech-result';
import { usePlayer } from './use-player';

type Dialogue = { roles: Array<{ id: string; name: string }>; lines: Array<{ role: string; text: string }> };

export function SpeechAnswer({ q, ids }: { q: TReportQuestion; ids?: { classId: number; trainingId: number } }) {
  const { t } = useTranslation();
  const player = usePlayer();
  const speech = q.speech ?? [];
  const scripted = ScriptedSpokenTypes.includes(q.subject_type);
  const dialogue = q.subject_type === C.dialogue ? (q.content as Dialogue) : null;
  if (speech.length === 0) return <Typography.Text type="secondary">{t('training.noAnswer')}</Typography.Text>;
  const model = (line: number) =>
    ids
      ? player.play([async () => (await speakingApi.lineAudio({ ...ids, questionId: q.questionId, line })).fileUrl])
      : undefined;
  return (
    <Space direction="vertical" style={{ width: '100%', marginTop: 4 }}>
      {/* biome-ignore lint/a11y/useMediaCaption: the model reading's text is shown beside it. */}
      <audio ref={player.ref} preload="none" />
      {speech.map((r) => (
        <div key={r.recordingId} data-testid="speech-line">
          {dialogue ? (
            <Typography.Text strong>
              {dialogue.roles.find((x) => x.id === dialogue.lines[r.line]?.role)?.name}: {dialogue.lines[r.line]?.text}
            </Typography.Text>
          ) : null}
          {scripted && ids ? (
            <Button size="small" type="link" onClick={() => model(r.line)}>
              {t('speaking.modelAudio')}
            </Button>
          ) : null}
          <SpeechResult recording={r} free={!scripted} />
        </div>
      ))}
    </Space>
  );
}
