/**
 * The earphones check (耳机): a tone in one ear at a time, left and right in a random order, and
 * the student says where they heard it. Both right passes; "both sides" means the sound comes
 * from a loudspeaker (which the round's invigilation would hear too), "nothing" a muted or
 * unplugged headset. The played side is on the page's data (data-side) for the end-to-end test.
 */
import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCard, type CheckState } from './check-card';

type Side = 'left' | 'right';
type Answer = Side | 'both' | 'none';
const TONE_SECONDS = 1.2;

function playTone(context: AudioContext, side: Side): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  const panner = context.createStereoPanner();
  oscillator.frequency.value = side === 'left' ? 523 : 659;
  panner.pan.value = side === 'left' ? -1 : 1;
  const now = context.currentTime;
  // Fade in and out: a hard start or stop clicks in both ears.
  gain.gain.setValueAtTime(0, now);
  gain.gain.linearRampToValueAtTime(0.4, now + 0.05);
  gain.gain.setValueAtTime(0.4, now + TONE_SECONDS - 0.1);
  gain.gain.linearRampToValueAtTime(0, now + TONE_SECONDS);
  oscillator.connect(gain).connect(panner).connect(context.destination);
  oscillator.start(now);
  oscillator.stop(now + TONE_SECONDS);
}

export function EarphoneCheck({ onResult }: { onResult: (state: CheckState) => void }) {
  const { t } = useTranslation();
  const context = useRef<AudioContext | null>(null);
  const [order, setOrder] = useState<Side[]>([]);
  const [round, setRound] = useState(0);
  const [played, setPlayed] = useState(false);
  const [state, setState] = useState<CheckState>('idle');
  const [advice, setAdvice] = useState<string>();

  useEffect(() => () => void context.current?.close(), []);

  const settle = (next: CheckState, why?: string) => {
    setState(next);
    setAdvice(why);
    onResult(next);
  };
  const start = () => {
    setOrder(Math.random() < 0.5 ? ['left', 'right'] : ['right', 'left']);
    setRound(0);
    setPlayed(false);
    settle('running');
  };
  const play = async () => {
    context.current ??= new AudioContext();
    await context.current.resume();
    const side = order[round];
    if (side) playTone(context.current, side);
    setPlayed(true);
  };
  const answer = (heard: Answer) => {
    const side = order[round];
    if (heard === 'both') return settle('fail', t('deviceCheck.earphones.both'));
    if (heard === 'none') return settle('fail', t('deviceCheck.earphones.none'));
    if (heard !== side) return settle('fail', t('deviceCheck.earphones.swapped'));
    if (round + 1 < order.length) {
      setRound(round + 1);
      setPlayed(false);
      return;
    }
    settle('pass');
  };

  return (
    <CheckCard
      name="earphones"
      title={t('deviceCheck.earphones.title')}
      intro={t('deviceCheck.earphones.intro')}
      state={state}
      advice={state === 'pass' ? t('deviceCheck.earphones.pass') : state === 'fail' ? advice : undefined}
    >
      {state === 'running' ? (
        <Flex vertical gap={12} data-side={played ? order[round] : undefined} data-testid="earphones-round">
          <Typography.Text>{t('deviceCheck.earphones.round', { n: round + 1, of: order.length })}</Typography.Text>
          <Button type="primary" onClick={play} data-testid="earphones-play" style={{ alignSelf: 'flex-start' }}>
            {played ? t('deviceCheck.earphones.playAgain') : t('deviceCheck.earphones.play')}
          </Button>
          {played ? (
            <Flex gap={8} wrap>
              {(['left', 'right', 'both', 'none'] as const).map((a) => (
                <Button key={a} onClick={() => answer(a)} data-testid={`earphones-${a}`}>
                  {t(`deviceCheck.earphones.heard.${a}`)}
                </Button>
              ))}
            </Flex>
          ) : null}
        </Flex>
      ) : (
        <Button onClick={start} data-testid="earphones-run">
          {state === 'idle' ? t('deviceCheck.start') : t('deviceCheck.again')}
        </Button>
      )}
    </CheckCard>
  );
}
