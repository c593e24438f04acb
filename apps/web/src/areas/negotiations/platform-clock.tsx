/**
 * The platform round's live timer on the server's clock: the page keeps only the offset between
 * the server's time (sent with every answer) and its own, so a wrong device clock changes nothing.
 */
import type { TNegotiationClock } from '@lingua/contracts';
import { Statistic, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A clock not started (while the contest is loading). */
export const NO_CLOCK: TNegotiationClock = { serverNow: new Date(0).toISOString(), startedAt: null, endsAt: null };

/** Milliseconds left on the server's clock, ticking every second; null before the round starts. */
export function useTimeLeft(clock: TNegotiationClock): number | null {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => setOffset(Date.parse(clock.serverNow) - Date.now()), [clock.serverNow]);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (!clock.endsAt) return null;
  return Math.max(0, Date.parse(clock.endsAt) - (now + offset));
}

/**
 * When a running round's clock reaches zero, read the contest again: that read closes the round on
 * the server (and the class's room then tells every page), so nobody waits for the server's sweep.
 */
export function useReadAgainAtEnd(clock: TNegotiationClock, running: boolean, readAgain: () => void): void {
  const left = useTimeLeft(clock);
  const ended = running && left === 0;
  const readAgainRef = useRef(readAgain);
  readAgainRef.current = readAgain;
  useEffect(() => {
    if (!ended) return;
    // A moment past zero, so the database's clock has passed the end too.
    const timer = window.setTimeout(() => readAgainRef.current(), 800);
    return () => window.clearTimeout(timer);
  }, [ended]);
}

const mmss = (ms: number) => {
  const s = Math.ceil(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

export function PlatformClock({ clock }: { clock: TNegotiationClock }) {
  const { t } = useTranslation();
  const left = useTimeLeft(clock);
  if (left === null) return <Typography.Text type="secondary">{t('negotiation.notStarted')}</Typography.Text>;
  return (
    <Statistic
      title={t('negotiation.timeLeft')}
      value={left > 0 ? mmss(left) : t('negotiation.timeUp')}
      valueStyle={{ color: left < 60_000 ? '#cf1322' : undefined, fontVariantNumeric: 'tabular-nums' }}
      data-testid="negotiation-clock"
    />
  );
}
