/** A recording's scoring state and result: words in the colours of part 1 §9, and the four scores. */
import { type TRecording, wordColor } from '@lingua/contracts';
import { Flex, Space, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RedWordPhones } from './red-word-phones';

const COLOURS = { green: '#389e0d', yellow: '#d48806', red: '#cf1322', black: '#1f1f1f' } as const;

export function JobStatus({ recording }: { recording: TRecording }) {
  const { t } = useTranslation();
  const s = recording.status;
  const color = s === 'done' ? 'success' : s === 'failed' ? 'error' : 'processing';
  return (
    <Tag color={color} data-testid="speech-status" data-status={s}>
      {s === 'processing' ? <Spin size="small" style={{ marginRight: 6 }} /> : null}
      {t(`speaking.status.${s}`)}
      {s === 'queued' && recording.queuedAhead ? ` · ${t('speaking.queuedAhead', { n: recording.queuedAhead })}` : ''}
    </Tag>
  );
}

export function SpeechResult({ recording, free }: { recording: TRecording; free?: boolean }) {
  const { t } = useTranslation();
  const r = recording.result;
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="speech-result">
      <Flex gap={8} align="center" wrap>
        {/* biome-ignore lint/a11y/useMediaCaption: the student's own recording has no caption. */}
        <audio src={recording.fileUrl} controls preload="none" style={{ height: 32 }} />
        <JobStatus recording={recording} />
        {r ? (
          <Typography.Text data-testid="speech-scores">
            {t('speaking.overall')} <strong data-testid="speech-overall">{r.overall}</strong> · {t('speaking.accuracy')}{' '}
            {r.accuracy} · {t('speaking.fluency')} {r.fluency} · {t('speaking.completeness')} {r.completeness}
          </Typography.Text>
        ) : null}
      </Flex>
      {r && r.words.length > 0 ? (
        <div data-testid="speech-words" style={{ lineHeight: 1.9 }}>
          {r.transcript !== undefined ? (
            <Typography.Text type="secondary">
              {t('speaking.heard')}
              {t('common.colon')}
            </Typography.Text>
          ) : null}
          {r.words.map((w, i) => {
            const c = wordColor(w.score);
            return (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: words repeat; their place is their identity.
                key={i}
                data-color={c}
                title={w.score === null ? '' : String(w.score)}
                style={{ color: COLOURS[c], fontWeight: 500, marginRight: 6, fontSize: 15 }}
              >
                {w.word}
              </span>
            );
          })}
          <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
            {t('speaking.legend')}
            {free ? ` · ${t('speaking.teacherGrades')}` : ''}
          </Typography.Text>
          <RedWordPhones words={r.words} />
        </div>
      ) : null}
    </Space>
  );
}
