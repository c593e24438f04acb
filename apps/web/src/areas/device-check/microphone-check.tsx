/**
 * The microphone check: a short recording (at most 10 s) with the level shown as it goes, then
 * played back; silence fails at once, otherwise the student says whether they heard themselves
 * clearly. The recording stays in the page (an object URL) and is never sent.
 */
import { Alert, Button, Flex, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Recorder } from '../../features/speaking/recorder';
import { LevelMeter } from '../competition-public/level-meter';
import { CheckCard, type CheckState } from './check-card';

const MAX_SECONDS = 10;
/** Below this peak (0-100) nothing was heard: the fake device's tone and a quiet voice are both well above. */
export const SILENT_PEAK = 8;

export function MicrophoneCheck({ onResult }: { onResult: (state: CheckState) => void }) {
  const { t } = useTranslation();
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [state, setState] = useState<CheckState>('idle');
  const [url, setUrl] = useState<string>();
  const [advice, setAdvice] = useState<string>();
  const peak = useRef(0);

  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const settle = useCallback(
    (next: CheckState, why?: string) => {
      setState(next);
      setAdvice(why);
      onResult(next);
    },
    [onResult],
  );
  const onStart = useCallback(() => {
    peak.current = 0;
    setUrl(undefined);
    settle('running');
  }, [settle]);
  const onPeak = useCallback((value: number) => {
    peak.current = Math.max(peak.current, value);
  }, []);
  const onRecorded = useCallback(
    async (file: File) => {
      if (peak.current < SILENT_PEAK) {
        settle('fail', t('deviceCheck.microphone.silent'));
        return;
      }
      setUrl(URL.createObjectURL(file));
    },
    [settle, t],
  );

  return (
    <CheckCard
      name="microphone"
      title={t('deviceCheck.microphone.title')}
      intro={t('deviceCheck.microphone.intro', { seconds: MAX_SECONDS })}
      state={state}
      advice={state === 'pass' ? t('deviceCheck.microphone.pass') : state === 'fail' ? advice : undefined}
    >
      <Typography.Paragraph strong>{t('deviceCheck.microphone.sentence')}</Typography.Paragraph>
      <Flex vertical gap={12}>
        <Recorder
          maxSeconds={MAX_SECONDS}
          onRecorded={onRecorded}
          onStart={onStart}
          onStream={setStream}
          onRefused={() => settle('fail', t('deviceCheck.microphone.refused'))}
          testId="microphone-recorder"
        />
        <LevelMeter stream={stream} label={t('compPublic.record.level')} onPeak={onPeak} />
        {url && state === 'running' ? (
          <Flex vertical gap={8}>
            {/* biome-ignore lint/a11y/useMediaCaption: the student's own recording, played back to them */}
            <audio src={url} controls data-testid="microphone-playback" style={{ width: '100%' }} />
            <Alert type="info" showIcon message={t('deviceCheck.microphone.question')} />
            <Flex gap={8} wrap>
              <Button type="primary" onClick={() => settle('pass')} data-testid="microphone-yes">
                {t('deviceCheck.microphone.yes')}
              </Button>
              <Button onClick={() => settle('fail', t('deviceCheck.microphone.fail'))} data-testid="microphone-no">
                {t('deviceCheck.microphone.no')}
              </Button>
            </Flex>
          </Flex>
        ) : null}
      </Flex>
    </CheckCard>
  );
}
