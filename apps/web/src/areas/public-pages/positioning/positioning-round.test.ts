import type { TPositioningPicture } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { newRound, playRound, roundDone, roundScore } from './positioning-round';

const item = (key: string, zone: string) => ({
  key,
  zone,
  promptEn: `Find ${key}`,
  promptZh: '找到',
  noteEn: '',
  noteZh: '',
});
const picture: TPositioningPicture = {
  key: 'invoice',
  title: 'Invoice',
  description: '',
  width: 400,
  height: 300,
  shapes: [],
  zones: [
    { key: 'seller', x: 0, y: 0, w: 200, h: 100, label: 'Seller' },
    { key: 'consignee', x: 200, y: 0, w: 200, h: 100, label: 'Consignee' },
  ],
  items: [item('consignee', 'consignee'), item('seller', 'seller')],
};

describe('a positioning round', () => {
  it('judges each pick by the zone at its point, one pick per item, then moves on', () => {
    let round = playRound(picture, newRound(), { type: 'pick', x: 250, y: 50 });
    expect(round.picks[0]).toMatchObject({ itemKey: 'consignee', zoneKey: 'consignee', right: true });
    // A second click on the answered item changes nothing; "next" before a pick neither.
    expect(playRound(picture, round, { type: 'pick', x: 10, y: 10 })).toBe(round);
    expect(playRound(picture, newRound(), { type: 'next' }).at).toBe(0);
    round = playRound(picture, round, { type: 'next' });
    round = playRound(picture, round, { type: 'pick', x: 300, y: 250 });
    expect(round.picks[1]).toMatchObject({ itemKey: 'seller', zoneKey: null, right: false });
    expect(roundDone(picture, round)).toBe(false);
    round = playRound(picture, round, { type: 'next' });
    expect(roundDone(picture, round)).toBe(true);
    expect(roundScore(round)).toBe(1);
    expect(playRound(picture, round, { type: 'restart' })).toEqual(newRound());
  });

  it('counts a pick in another zone as wrong', () => {
    const round = playRound(picture, newRound(), { type: 'pick', x: 20, y: 20 });
    expect(round.picks[0]).toMatchObject({ zoneKey: 'seller', right: false });
    expect(roundScore(round)).toBe(0);
  });
});
