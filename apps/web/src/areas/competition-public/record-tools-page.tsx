/**
 * /recordTools and /recordTools2 (part 2 §2.2, public: no sign-in): record in the browser with
 * the speaking pages' recorder (MediaRecorder), watch the level, play back and download. The
 * second keeps several named takes to compare and offers sentences to read aloud.
 */
import { Alert, App, Button, Card, Empty, Flex, Input, List, Space, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Recorder } from '../../features/speaking/recorder';
import { LevelMeter } from './level-meter';
import { PRACTICE_SENTENCES } from './practice-sentences';
import { useTakes } from './use-takes';

/** Five minutes: a speech, a self-introduction, a read passage. */
const MAX_SECONDS = 300;

export function RecordToolsPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const compare = useLocation().pathname.toLowerCase() === '/recordtools2';
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [refused, setRefused] = useState(false);
  const startedAt = useRef(0);
  const lastLength = useRef(0);
  const { takes, add, remove, rename, clear } = useTakes();
  const supported = typeof window.MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

  const onStart = useCallback(() => {
    setRefused(false);
    startedAt.current = performance.now();
  }, []);
  const onEnd = useCallback(() => {
    lastLength.current = (performance.now() - startedAt.current) / 1000;
  }, []);
  const onRecorded = useCallback(
    async (file: File) => add(file, Math.round(lastLength.current), (n) => t('compPublic.record.take', { n })),
    [add, t],
  );

  const confirmClear = () =>
    modal.confirm({
      title: t('compPublic.record.clearConfirm'),
      okText: t('compPublic.record.clear'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: clear,
    });

  return (
    <Flex vertical gap={16} style={{ maxWidth: 880, margin: '0 auto', width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {compare ? t('compPublic.record.title2') : t('compPublic.record.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {compare ? t('compPublic.record.intro2') : t('compPublic.record.intro')}
        </Typography.Paragraph>
        {!supported && <Alert type="error" showIcon message={t('compPublic.record.unsupported')} />}
        {refused && (
          <Alert
            type="error"
            showIcon
            message={t('speaking.noDevice')}
            data-testid="mic-refused"
            style={{ marginBottom: 12 }}
          />
        )}
        {supported && (
          <Flex vertical gap={12}>
            <Recorder
              maxSeconds={MAX_SECONDS}
              onRecorded={onRecorded}
              onStart={onStart}
              onEnd={onEnd}
              onStream={setStream}
              onRefused={() => setRefused(true)}
            />
            <Flex align="center" gap={8}>
              <Typography.Text type="secondary">{t('compPublic.record.level')}</Typography.Text>
              <LevelMeter stream={stream} label={t('compPublic.record.level')} />
            </Flex>
          </Flex>
        )}
      </Card>

      {compare && (
        <Card title={t('compPublic.record.practiceText')} size="small">
          <Typography.Paragraph type="secondary">{t('compPublic.record.practiceHint')}</Typography.Paragraph>
          <List
            size="small"
            dataSource={[...PRACTICE_SENTENCES]}
            renderItem={(s) => (
              <List.Item>
                <Space direction="vertical" size={0}>
                  <Typography.Text lang="en">{s.en}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {s.cn}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        </Card>
      )}

      <Card
        title={t('compPublic.record.takes')}
        extra={
          takes.length > 0 && (
            <Button size="small" danger onClick={confirmClear}>
              {t('compPublic.record.clear')}
            </Button>
          )
        }
      >
        {takes.length > 0 && (
          <Alert type="info" showIcon message={t('compPublic.record.leaveWarning')} style={{ marginBottom: 12 }} />
        )}
        {takes.length === 0 ? (
          <Empty description={t('compPublic.record.noTakes')} />
        ) : (
          <List
            dataSource={takes}
            renderItem={(take) => (
              <List.Item data-testid="take">
                <Flex vertical gap={6} style={{ width: '100%' }}>
                  <Flex gap={8} align="center" wrap>
                    {compare ? (
                      <Input
                        aria-label={t('compPublic.record.name')}
                        value={take.name}
                        maxLength={40}
                        onChange={(e) => rename(take.id, e.target.value)}
                        style={{ maxWidth: 220 }}
                      />
                    ) : (
                      <Typography.Text strong>{take.name}</Typography.Text>
                    )}
                    <Typography.Text type="secondary">
                      {t('compPublic.record.seconds', { s: take.seconds.toLocaleString(i18n.language) })}
                    </Typography.Text>
                  </Flex>
                  {/* biome-ignore lint/a11y/useMediaCaption: the user's own recording, there is nothing to caption */}
                  <audio controls src={take.url} style={{ width: '100%', maxWidth: 520 }} data-testid="take-audio" />
                  <Space wrap>
                    <a
                      href={take.url}
                      download={`${take.name || 'recording'}.${take.extension}`}
                      data-testid="take-download"
                    >
                      <Button size="small">{t('compPublic.record.download')}</Button>
                    </a>
                    <Button size="small" onClick={() => remove(take.id)}>
                      {t('compPublic.record.remove')}
                    </Button>
                  </Space>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </Card>
    </Flex>
  );
}
