/**
 * One round of an image positioning picture: the items in order, one pick each. A pick is judged
 * at once (contracts' zoneAt: the zone at the point must be the item's), the learner reads the
 * answer, then moves on; the score is the picks that were right. Checked here, not on the server:
 * the exercise is public and stores nothing, so there is nothing to protect, and the answer comes
 * at once on a slow school network.
 */
import { type TPositioningPicture, zoneAt } from '@lingua/contracts';

export interface Pick {
  itemKey: string;
  x: number;
  y: number;
  /** The zone at the point, or null outside every zone. */
  zoneKey: string | null;
  right: boolean;
}

export interface Round {
  picks: Pick[];
  /** The item being answered: equal to picks.length while it waits for its pick. */
  at: number;
}

export type RoundAction = { type: 'pick'; x: number; y: number } | { type: 'next' } | { type: 'restart' };

export const newRound = (): Round => ({ picks: [], at: 0 });

export function playRound(picture: TPositioningPicture, round: Round, action: RoundAction): Round {
  if (action.type === 'restart') return newRound();
  const item = picture.items[round.at];
  if (!item) return round;
  const answered = round.picks.length > round.at;
  if (action.type === 'next') return answered ? { ...round, at: round.at + 1 } : round;
  // One pick per item: a second click on an answered item changes nothing.
  if (answered) return round;
  const zone = zoneAt(picture.zones, action.x, action.y);
  const pick: Pick = {
    itemKey: item.key,
    x: action.x,
    y: action.y,
    zoneKey: zone?.key ?? null,
    right: zone?.key === item.zone,
  };
  return { ...round, picks: [...round.picks, pick] };
}

export const roundDone = (picture: TPositioningPicture, round: Round) => round.at >= picture.items.length;
export const roundScore = (round: Round) => round.picks.filter((p) => p.right).length;
