/**
 * Dubbing (subject_type 48): the clip with its subtitles; the student hears a line's original,
 * then records it while the clip plays muted from that line; when every line is recorded the
 * server returns the finished dub, shown below.
 */
import type { TQuestionAnswer } from '@lingua/contracts';
import { Alert, Button, Card, Flex, List, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { speakingApi } from '../../api/speaking';
import { Recorder } from './recorder';
import { useSpeakingScope } from './speaking-context';
import { SpeechResult } from './speech-result';
import { useRecordingGuard } from './use-recording-refusals';

type Dub = {
  videoUrl: string;
  durationSeconds: number;
  lines: Array<{ start: number; end: number; text: string; translation?: string }>;
};

export function DubInput(props: { questionId: number; content: unknown; answer: TQuestionAnswer; disabled?: boolean }) {
  const { t } = useTranslation();
  const scope = useSpeakingScope();
  const guard = useRecordingGuard();
  const video = useRef<HTMLVideoElement | null>(null);
  const stopAt = useRef<number | null>(null);
  const [now, setNow] = useState(0);
  const [dubUrl, setDubUrl] = useState(props.answer.result ?? '');
  const d = (props.content ?? { videoUrl: '', durationSeconds: 0, lines: [] }) as Dub;
  const current = d.lines.find((l) => now >= l.start && now <= l.end);

  const play = (start: number, end: number | null, muted: boolean) => {
    const v = video.current;
    if (!v) return;
    v.muted = muted;
    v.currentTime = start;
    stopAt.current = end;
    void v.play().catch(() => undefined);
  };
  const upload = (line: number) => async (file: File) => {
    const r = await speakingApi.record(file, { attemptId: scope.attemptId, questionId: props.questionId, line });
    scope.recorded(props.questionId, {
      ...props.answer,
      user_oral_url: r.fileUrl,
      ...(r.dubUrl ? { result: r.dubUrl } : {}),
    });
    if (r.dubUrl) setDubUrl(r.dubUrl);
    scope.refresh();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <div style={{ position: 'relative', maxWidth: 640 }}>
        {/* biome-ignore lint/a11y/useMediaCaption: the subtitles are drawn over it from the cues. */}
        <video
          ref={video}
          src={d.videoUrl}
          controls
          playsInline
          data-recorder-own="true"
          data-testid="dub-clip"
          style={{ width: '100%', aspectRatio: '16 / 9', background: '#000' }}
          onTimeUpdate={(e) => {
            const time = e.currentTarget.currentTime;
            setNow(time);
            if (stopAt.current !== null && time >= stopAt.current) {
              e.currentTarget.pause();
              stopAt.current = null;
            }
          }}
        />
        {current ? (
          <div
            data-testid="dub-subtitle"
            style={{
              position: 'absolute',
              left: 0,
              right: 0,
              bottom: 48,
              textAlign: 'center',
              color: '#fff',
              textShadow: '0 0 4px #000',
              fontSize: 16,
            }}
          >
            {current.text}
          </div>
        ) : null}
      </div>
      <List
        dataSource={d.lines}
        renderItem={(l, i) => {
          const recording = scope.recordings.find((r) => r.questionId === props.questionId && r.line === i);
          return (
            <Card size="small" style={{ marginBottom: 8 }} data-testid="dub-line">
              <Space direction="vertical" size={4} style={{ width: '100%' }}>
                <Flex gap={8} align="center" wrap>
                  <Typography.Text type="secondary">
                    {l.start.toFixed(1)}s – {l.end.toFixed(1)}s
                  </Typography.Text>
                  <Typography.Text style={{ fontSize: 15 }}>{l.text}</Typography.Text>
                  <Button size="small" onClick={() => !guard() && play(l.start, l.end, false)}>
                    {t('speaking.playLine')}
                  </Button>
                </Flex>
                {l.translation ? <Typography.Text type="secondary">{l.translation}</Typography.Text> : null}
                <Recorder
                  maxSeconds={Math.ceil(l.end - l.start) + 5}
                  disabled={props.disabled}
                  onRecorded={upload(i)}
                  onStart={() => play(l.start, null, true)}
                  onEnd={() => video.current?.pause()}
                  testId={`recorder-line-${i}`}
                />
                {recording ? <SpeechResult recording={recording} /> : null}
              </Space>
            </Card>
          );
        }}
      />
      {dubUrl ? (
        <Card size="small" title={t('speaking.myDub')} data-testid="finished-dub">
          {/* biome-ignore lint/a11y/useMediaCaption: the student's own dub. */}
          <video src={dubUrl} controls style={{ width: '100%', maxWidth: 640, aspectRatio: '16 / 9' }} />
        </Card>
      ) : (
        <Alert type="info" showIcon message={t('speaking.dubPending')} />
      )}
    </Space>
  );
}
