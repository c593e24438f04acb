/**
 * The network check: five round trips to our server (the median counts) and three upload samples
 * of 512 KB (read and dropped by the server), the speed from the fastest. Random bytes, so no
 * compression on the way flatters the figure.
 */
import { Button, Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceCheckApi } from '../../api/device-check';
import { median, NETWORK_LIMITS, networkPasses } from './browser-support';
import { CheckCard, type CheckState } from './check-card';

const SAMPLE_BYTES = 512 * 1024;

function randomSample(): File {
  const bytes = new Uint8Array(SAMPLE_BYTES);
  // getRandomValues fills at most 64 KB at a time.
  for (let at = 0; at < bytes.length; at += 65_536) crypto.getRandomValues(bytes.subarray(at, at + 65_536));
  return new File([bytes], 'speed-sample.bin', { type: 'application/octet-stream' });
}

export interface NetworkFigures {
  roundTripMs: number;
  uploadKbps: number;
}

export function NetworkCheck({ onResult }: { onResult: (state: CheckState, figures?: NetworkFigures) => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CheckState>('idle');
  const [figures, setFigures] = useState<NetworkFigures>();
  const [error, setError] = useState<string>();

  const run = async () => {
    setState('running');
    setError(undefined);
    onResult('running');
    try {
      const trips: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        await deviceCheckApi.ping();
        trips.push(performance.now() - start);
      }
      let best = 0;
      for (let i = 0; i < 3; i++) {
        const sample = randomSample();
        const start = performance.now();
        const answer = await deviceCheckApi.speed(sample);
        const ms = Math.max(1, performance.now() - start);
        best = Math.max(best, Math.round((answer.bytes * 8) / ms));
      }
      const measured = { roundTripMs: Math.round(median(trips)), uploadKbps: best };
      const next = networkPasses(measured.roundTripMs, measured.uploadKbps) ? 'pass' : 'fail';
      setFigures(measured);
      setState(next);
      onResult(next, measured);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setState('fail');
      onResult('fail');
    }
  };

  const advice =
    state === 'pass'
      ? t('deviceCheck.network.pass')
      : state === 'fail'
        ? (error ?? t('deviceCheck.network.fail', NETWORK_LIMITS))
        : undefined;
  return (
    <CheckCard
      name="network"
      title={t('deviceCheck.network.title')}
      intro={t('deviceCheck.network.intro')}
      state={state}
      advice={advice}
    >
      {figures ? (
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('deviceCheck.network.roundTrip')}>
            <span data-testid="network-round-trip">{t('deviceCheck.network.ms', { ms: figures.roundTripMs })}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('deviceCheck.network.upload')}>
            <span data-testid="network-upload">
              {t('deviceCheck.network.mbps', { mbps: (figures.uploadKbps / 1000).toFixed(1) })}
            </span>
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <Button onClick={run} loading={state === 'running'} data-testid="network-run">
        {state === 'idle' ? t('deviceCheck.start') : t('deviceCheck.again')}
      </Button>
    </CheckCard>
  );
}
