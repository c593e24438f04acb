/**
 * The camera check, for rounds that check faces on entry: the camera's picture in the page, and
 * the student confirms their face is clear and lit. Nothing is recorded or sent.
 */
import { Alert, Button, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCard, type CheckState } from './check-card';
import { mediaErrorKey } from './media-errors';

export function CameraCheck({ onResult }: { onResult: (state: CheckState) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CheckState>('idle');
  const [showing, setShowing] = useState(false);
  const [error, setError] = useState<string>();

  const stop = () => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setShowing(false);
  };
  // Leaving the page turns the camera off.
  useEffect(
    () => () => {
      for (const track of stream.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  const finish = (next: CheckState, why?: string) => {
    stop();
    setError(why);
    setState(next);
    onResult(next);
  };

  const start = async () => {
    setError(undefined);
    setState('running');
    onResult('running');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 } });
      setShowing(true);
      if (video.current) {
        video.current.srcObject = stream.current;
        await video.current.play();
      }
    } catch (e) {
      finish('fail', t(mediaErrorKey(e, 'camera')));
    }
  };

  const advice =
    state === 'pass'
      ? t('deviceCheck.camera.pass')
      : state === 'fail'
        ? (error ?? t('deviceCheck.camera.fail'))
        : undefined;
  return (
    <CheckCard
      name="camera"
      title={t('deviceCheck.camera.title')}
      intro={t('deviceCheck.camera.intro')}
      state={state}
      advice={advice}
    >
      <video
        ref={video}
        muted
        playsInline
        data-testid="camera-preview"
        style={{
          width: '100%',
          maxWidth: 360,
          borderRadius: 8,
          background: '#000',
          display: showing ? 'block' : 'none',
        }}
      />
      {showing ? (
        <Flex vertical gap={8} style={{ marginTop: 12 }}>
          <Alert type="info" showIcon message={t('deviceCheck.camera.question')} />
          <Flex gap={8} wrap>
            <Button type="primary" onClick={() => finish('pass')} data-testid="camera-yes">
              {t('deviceCheck.camera.yes')}
            </Button>
            <Button onClick={() => finish('fail')} data-testid="camera-no">
              {t('deviceCheck.camera.no')}
            </Button>
          </Flex>
        </Flex>
      ) : (
        <Button onClick={start} data-testid="camera-run">
          {state === 'idle' ? t('deviceCheck.start') : t('deviceCheck.again')}
        </Button>
      )}
    </CheckCard>
  );
}
