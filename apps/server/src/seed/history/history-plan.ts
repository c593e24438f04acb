/**
 * Who in the history class did what, and when: each student's ability and diligence, how far
 * through the course's trainings they got, and on which day and at what time of day each attempt
 * was made. Days count back from the seed ("3" is three days ago on the school's clock), so the
 * class always has a recent week and an older past. Pure: the seed turns days into instants.
 */
import type { Random } from './seeded-random';

/** The class started its course this many days before the seed; its last new training came 5 days ago. */
export const HISTORY_FIRST_DAY = 72;
export const HISTORY_LAST_DAY = 5;

/** Places a day (days ago) and a minute of the school's clock on the timeline (the seed knows the zone). */
export type Instant = (daysAgo: number, minuteOfDay: number) => Date;

export type HistoryStudent = {
  /** Position in the class, 0 for its first student. */
  index: number;
  /** From 0.35 to 0.95: how likely the student knows an answer. */
  ability: number;
  /** From 0 to 1: how soon after the lesson they do a training, and whether they keep going. */
  diligence: number;
  /** How long they take compared with the class (1 is the class's pace). */
  pace: number;
  /** How many of the course's trainings they did, in course order. */
  done: number;
};

/**
 * The class: abilities spread evenly from 0.35 to 0.95 but dealt out in a shuffled order (a roll
 * call is not a ranking); the seven least diligent stop after six to nine trainings.
 */
export function planStudents(count: number, trainingCount: number, rng: Random): HistoryStudent[] {
  const ranks = rng.shuffle(Array.from({ length: count }, (_, i) => i));
  const students = ranks.map((rank, index) => {
    const ability = Math.min(
      0.95,
      Math.max(0.35, 0.35 + (0.6 * rank) / Math.max(1, count - 1) + rng.between(-0.02, 0.02)),
    );
    return {
      index,
      ability,
      diligence: Math.min(1, Math.max(0.05, 0.45 * ability + 0.55 * rng.next())),
      pace: rng.between(0.75, 1.3),
      done: trainingCount,
    };
  });
  const leastDiligent = [...students].sort((a, b) => a.diligence - b.diligence).slice(0, Math.min(7, count));
  for (const student of leastDiligent) student.done = rng.int(Math.max(1, trainingCount - 4), trainingCount - 1);
  return students;
}

/** The day the teacher set training k (of n) in class, in days ago. */
export function lessonDay(k: number, trainingCount: number): number {
  if (trainingCount <= 1) return HISTORY_LAST_DAY;
  return Math.round(HISTORY_FIRST_DAY - (k * (HISTORY_FIRST_DAY - HISTORY_LAST_DAY)) / (trainingCount - 1));
}

/** How many days after the lesson a student does its training: the less diligent, the later. */
export function lagDays(student: HistoryStudent, rng: Random): number {
  return rng.int(0, Math.round(1 + (1 - student.diligence) * 5));
}

/** When a student studies: in class, at lunch, after class, or in the evening (minutes after midnight). */
const STUDY_SLOTS: readonly { from: number; to: number; weight: number }[] = [
  { from: 8 * 60 + 30, to: 11 * 60 + 20, weight: 0.3 },
  { from: 12 * 60 + 10, to: 13 * 60 + 20, weight: 0.15 },
  { from: 16 * 60 + 20, to: 17 * 60 + 50, weight: 0.2 },
  { from: 19 * 60, to: 22 * 60, weight: 0.35 },
];
const DAY_ENDS = 23 * 60 + 30;

/** The slot a roll from 0 to 1 falls in, by the slots' weights. */
function pickSlot(roll: number): { from: number; to: number } {
  let left = roll;
  for (const slot of STUDY_SLOTS) {
    left -= slot.weight;
    if (left < 0) return slot;
  }
  return { from: 19 * 60, to: 22 * 60 };
}

/**
 * One student's study days: places each session on a day after whatever the student already did
 * that day, or on the next day when the evening is gone. Answers where it went, or null when no
 * day up to yesterday has room.
 */
export class StudyDays {
  private readonly ends = new Map<number, number>();

  place(daysAgo: number, minutes: number, rng: Random): { daysAgo: number; startMinute: number } | null {
    for (let day = daysAgo; day >= 1; day--) {
      const end = this.ends.get(day);
      let start: number;
      if (end === undefined) {
        const slot = pickSlot(rng.next());
        start = rng.int(slot.from, slot.to);
      } else start = end + rng.int(5, 40);
      if (start + minutes > DAY_ENDS) continue;
      this.ends.set(day, start + Math.ceil(minutes));
      return { daysAgo: day, startMinute: start };
    }
    return null;
  }
}
