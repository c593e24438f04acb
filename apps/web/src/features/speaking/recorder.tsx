/**
 * THE recorder of every speaking page: microphone capture (MediaRecorder), pause and resume, one
 * recording at a time, all media stopped when it starts, a circle drawn on the 900-second base
 * (part 1 §9), a limit that stops it, and the spec's messages. The recording goes to `onRecorded`
 * (the upload); the server makes the stored mp3.
 */
import { RECORDING } from '@lingua/contracts';
import { App, Button, Flex, Progress, Space, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../shared/format-duration';
import { beginRecording, endRecording, isRecording } from './recording-guard';
import { useKeptFocus } from './use-kept-focus';

type State = 'idle' | 'recording' | 'paused' | 'uploading';

export type RecorderProps = {
  maxSeconds: number;
  disabled?: boolean;
  onRecorded: (file: File) => Promise<unknown>;
  /** Changing it (to a new non-zero value) starts a recording: the end of a preparation timer. */
  startSignal?: number;
  testId?: string;
  /** Called as the recording starts and ends (dubbing plays its muted clip meanwhile). */
  onStart?: () => void;
  onEnd?: () => void;
  /** The microphone's stream while recording, null after (the recording tools draw its level). */
  onStream?: (stream: MediaStream | null) => void;
  /** The microphone is missing or refused (the toast shows the spec's message too). */
  onRefused?: () => void;
};

const TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

export function Recorder({
  maxSeconds,
  disabled,
  onRecorded,
  startSignal,
  testId,
  onStart,
  onEnd,
  onStream,
  onRefused,
}: RecorderProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const owner = useRef(Symbol('recorder'));
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const chunks = useRef<Blob[]>([]);
  const clock = useRef({ startedAt: 0, before: 0 });
  const [state, setState] = useState<State>('idle');
  const [elapsed, setElapsed] = useState(0);

  const seconds = useCallback(() => {
    const c = clock.current;
    return c.before + (c.startedAt ? (performance.now() - c.startedAt) / 1000 : 0);
  }, []);

  const release = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    endRecording(owner.current);
    onStream?.(null);
  }, [onStream]);

  const finish = useCallback(() => {
    const r = recorder.current;
    if (r && r.state !== 'inactive') r.stop();
  }, []);

  const start = useCallback(async () => {
    if (isRecording()) return void message.warning(t('speaking.recording'));
    let media: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no media devices');
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      onRefused?.();
      return void message.error(t('speaking.noDevice'));
    }
    if (!beginRecording(owner.current)) {
      for (const track of media.getTracks()) track.stop();
      return void message.warning(t('speaking.recording'));
    }
    stream.current = media;
    onStream?.(media);
    const mimeType = TYPES.find((m) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(m));
    const r = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
    chunks.current = [];
    r.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.current.push(e.data);
    };
    r.onstop = () => {
      const length = seconds();
      clock.current = { startedAt: 0, before: 0 };
      setElapsed(0);
      release();
      recorder.current = null;
      onEnd?.();
      if (length < RECORDING.minSeconds) {
        setState('idle');
        return void message.warning(t('speaking.tooShort'));
      }
      const type = r.mimeType || 'audio/webm';
      const file = new File(
        chunks.current,
        `recording.${type.includes('mp4') ? 'm4a' : type.includes('ogg') ? 'ogg' : 'webm'}`,
        {
          type,
        },
      );
      setState('uploading');
      void onRecorded(file)
        .catch(() => undefined)
        .finally(() => setState('idle'));
    };
    recorder.current = r;
    r.start(250);
    clock.current = { startedAt: performance.now(), before: 0 };
    setElapsed(0);
    setState('recording');
    onStart?.();
  }, [message, t, onRecorded, release, seconds, onStart, onEnd, onStream, onRefused]);

  const pause = () => {
    const r = recorder.current;
    if (r?.state !== 'recording') return;
    r.pause();
    clock.current = { startedAt: 0, before: seconds() };
    setState('paused');
  };
  const resume = () => {
    const r = recorder.current;
    if (r?.state !== 'paused') return;
    r.resume();
    clock.current.startedAt = performance.now();
    setState('recording');
  };

  // The clock, and the limit that ends a recording on its own.
  useEffect(() => {
    if (state !== 'recording') return;
    const timer = window.setInterval(() => {
      const s = seconds();
      setElapsed(s);
      if (s >= maxSeconds) finish();
    }, 200);
    return () => window.clearInterval(timer);
  }, [state, maxSeconds, seconds, finish]);

  // Leaving the page ends the recording and frees the microphone.
  useEffect(
    () => () => {
      const r = recorder.current;
      if (r) {
        r.onstop = null;
        if (r.state !== 'inactive') r.stop();
      }
      release();
    },
    [release],
  );

  const lastSignal = useRef(startSignal ?? 0);
  useEffect(() => {
    if (!startSignal || startSignal === lastSignal.current) return;
    lastSignal.current = startSignal;
    if (state === 'idle') void start();
  }, [startSignal, state, start]);

  const keptFocus = useKeptFocus<HTMLDivElement>(state);
  const percent = Math.min(100, (elapsed / RECORDING.circleSeconds) * 100);
  const busy = state === 'recording' || state === 'paused';
  return (
    <Flex align="center" gap={12} wrap data-testid={testId ?? 'recorder'} data-state={state} {...keptFocus}>
      <Progress
        aria-label={t('speaking.elapsed', { time: formatDuration(Math.floor(elapsed)).slice(3) })}
        type="circle"
        size={56}
        percent={percent}
        status={state === 'recording' ? 'active' : 'normal'}
        strokeColor={state === 'recording' ? '#f5222d' : undefined}
        format={() => formatDuration(Math.floor(elapsed)).slice(3)}
      />
      <Space direction="vertical" size={2}>
        <Space wrap>
          {busy ? (
            <>
              {state === 'recording' ? (
                <Button onClick={pause} data-testid="recorder-pause">
                  {t('speaking.pause')}
                </Button>
              ) : (
                <Button onClick={resume} data-testid="recorder-resume">
                  {t('speaking.resume')}
                </Button>
              )}
              <Button type="primary" danger onClick={finish} data-testid="recorder-finish">
                {t('speaking.finish')}
              </Button>
            </>
          ) : (
            <Button
              type="primary"
              onClick={() => void start()}
              disabled={disabled || state === 'uploading'}
              loading={state === 'uploading'}
              data-testid="recorder-start"
            >
              {state === 'uploading' ? t('speaking.uploading') : t('speaking.start')}
            </Button>
          )}
        </Space>
        <Typography.Text type={state === 'recording' ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
          {state === 'recording'
            ? t('speaking.recording')
            : state === 'paused'
              ? t('speaking.paused')
              : t('speaking.limit', { seconds: maxSeconds })}
        </Typography.Text>
      </Space>
    </Flex>
  );
}
