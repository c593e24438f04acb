/**
 * A spoken question on the answer page: words, sentences and paragraphs read aloud (with the
 * model reading), or free talk on a prompt with the preparation and response timers of TOEFL and
 * IELTS (prepare, then the recording starts by itself and stops at the response limit).
 */
import {
  QuestionTypeCodes as C,
  recordingLimitSeconds,
  ScriptedSpokenTypes,
  type TQuestionAnswer,
} from '@lingua/contracts';
import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { speakingApi } from '../../api/speaking';
import { MarkupText } from '../../shared/markup-text';
import { Recorder } from './recorder';
import { useSpeakingScope } from './speaking-context';
import { SpeechResult } from './speech-result';
import { usePlayer } from './use-player';

type OralContent = {
  text: string;
  audioUrl?: string;
  answerSeconds?: number;
  prepareSeconds?: number;
  translation?: string;
};

function PrepareTimer({ seconds, onDone }: { seconds: number; onDone: () => void }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (left === null) return;
    if (left <= 0) {
      setLeft(null);
      onDone();
      return;
    }
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, onDone]);
  return left === null ? (
    <Space>
      <Button onClick={() => setLeft(seconds)} data-testid="prepare-start">
        {t('speaking.startPrepare')} ({seconds}s)
      </Button>
      <Button type="link" onClick={onDone}>
        {t('speaking.skipPrepare')}
      </Button>
    </Space>
  ) : (
    <Tag color="orange" data-testid="prepare-left" style={{ fontSize: 16, padding: '4px 12px' }}>
      {t('speaking.prepare')} {left}s
    </Tag>
  );
}

export function OralInput(props: {
  questionId: number;
  subjectType: number;
  content: unknown;
  answer: TQuestionAnswer;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const scope = useSpeakingScope();
  const c = (props.content ?? { text: '' }) as OralContent;
  const scripted = ScriptedSpokenTypes.includes(props.subjectType);
  const player = usePlayer();
  const [showTranslation, setShowTranslation] = useState(false);
  const [signal, setSignal] = useState(0);
  const startNow = useCallback(() => setSignal((n) => n + 1), []);
  const latest = scope.recordings.find((r) => r.questionId === props.questionId && r.line === 0);
  const limit = recordingLimitSeconds(props.subjectType, c.answerSeconds);

  const model = () =>
    player.play([
      async () =>
        c.audioUrl ??
        (
          await speakingApi.lineAudio({
            classId: scope.classId,
            trainingId: scope.trainingId,
            questionId: props.questionId,
            line: 0,
          })
        ).fileUrl,
    ]);

  const upload = async (file: File) => {
    const r = await speakingApi.record(file, { attemptId: scope.attemptId, questionId: props.questionId });
    scope.recorded(props.questionId, { ...props.answer, user_oral_url: r.fileUrl });
    scope.refresh();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card size="small" styles={{ body: { fontSize: props.subjectType === C.readWord ? 22 : 16 } }}>
        <MarkupText text={c.text} />
        {c.translation && showTranslation ? (
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 14 }}>
            {c.translation}
          </Typography.Paragraph>
        ) : null}
      </Card>
      <Flex gap={8} wrap align="center">
        {/* biome-ignore lint/a11y/useMediaCaption: the model reading's text is shown above. */}
        <audio ref={player.ref} preload="none" />
        {scripted || c.audioUrl ? (
          <Button onClick={model} data-testid="model-audio">
            {t('speaking.modelAudio')}
          </Button>
        ) : null}
        {c.translation ? (
          <Button type="link" onClick={() => setShowTranslation((v) => !v)}>
            {t('speaking.showTranslation')}
          </Button>
        ) : null}
        {c.prepareSeconds ? (
          <Tag>
            {t('speaking.prepare')} {c.prepareSeconds}s · {t('speaking.respond')} {limit}s
          </Tag>
        ) : null}
      </Flex>
      {c.prepareSeconds && !props.disabled ? <PrepareTimer seconds={c.prepareSeconds} onDone={startNow} /> : null}
      <Recorder maxSeconds={limit} disabled={props.disabled} onRecorded={upload} startSignal={signal} />
      {latest ? <SpeechResult recording={latest} free={!scripted} /> : null}
    </Space>
  );
}
