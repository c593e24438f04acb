import {
  checkQuestionContent,
  isOpenKind,
  TrainingKindDescriptors,
  TrainingKinds,
  ZTrainingSeed,
} from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { TRAINING_DIFFICULTY } from './difficulty';
import { AUDIO_CUES, COURSE_AUDIO_CUES, COURSE_LISTENING_SCRIPTS, LISTENING_SCRIPTS, TRAINING_SEEDS } from './index';

describe('seeded trainings', () => {
  it('are valid, with unique keys, and every question fits its type', () => {
    const keys = TRAINING_SEEDS.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const seed of TRAINING_SEEDS) {
      expect(() => ZTrainingSeed.parse(seed)).not.toThrow();
      for (const q of seed.questions) expect(checkQuestionContent(q), `${seed.key}: ${q.stem}`).toBeNull();
    }
  });
  it('hold only the question types their kind holds', () => {
    for (const seed of TRAINING_SEEDS)
      for (const q of seed.questions)
        expect(TrainingKindDescriptors[seed.kind].questionTypes, `${seed.key}: ${q.stem}`).toContain(q.subject_type);
  });
  it('give at least three trainings to every kind this version completes', () => {
    for (const kind of TrainingKinds.filter(isOpenKind))
      expect(TRAINING_SEEDS.filter((t) => t.kind === kind).length, kind).toBeGreaterThanOrEqual(3);
  });
  it('have subtitles for every listening script, in order', () => {
    for (const script of [...LISTENING_SCRIPTS, ...Object.values(COURSE_LISTENING_SCRIPTS).flat()]) {
      const cue = AUDIO_CUES[script.name] ?? COURSE_AUDIO_CUES[script.name];
      expect(cue?.cues.map((c) => c.text)).toEqual(script.lines.map((l) => l.text));
      for (const c of cue?.cues ?? []) expect(c.end).toBeGreaterThan(c.start);
    }
  });
  it('carry their authored difficulty, every listed key being a seeded training', () => {
    const byKey = new Map(TRAINING_SEEDS.map((t) => [t.key, t]));
    for (const [key, level] of Object.entries(TRAINING_DIFFICULTY)) expect(byKey.get(key)?.difficulty, key).toBe(level);
    expect(byKey.get('exercise-prepositions')?.difficulty).toBe(1);
    expect(byKey.get('trans-lc-clauses')?.difficulty).toBe(3);
    // The advanced course is hard throughout; anything else not listed: medium.
    const advanced = (t: { key: string }) => t.key.startsWith('abe-');
    expect(TRAINING_SEEDS.filter(advanced).every((t) => t.difficulty === 3)).toBe(true);
    expect(
      TRAINING_SEEDS.filter((t) => !(t.key in TRAINING_DIFFICULTY) && !advanced(t)).every((t) => t.difficulty === 2),
    ).toBe(true);
  });
  it('contain no placeholder text', () => {
    expect(JSON.stringify(TRAINING_SEEDS)).not.toMatch(/lorem|ipsum|TODO|xxx/i);
  });
});
