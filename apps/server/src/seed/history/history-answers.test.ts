import { TRAINING_SEEDS } from '@lingua/content';
import { checkAnswerShape, gradeAnswer, QuestionTypes, type TSubjectType } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { misspell, objectiveAnswerMaker } from './history-answers';
import { seededRandom } from './seeded-random';

/** Every objective question of every seeded training, so the builders follow the content as it grows. */
const objective = TRAINING_SEEDS.flatMap((t) =>
  t.questions.flatMap((q, sort) => {
    const maker = objectiveAnswerMaker(q.subject_type, q.content);
    return maker
      ? [
          {
            id: `${t.key} #${sort + 1}`,
            def: { subject_type: q.subject_type, fullMark: q.fullMark, content: q.content },
            maker,
          },
        ]
      : [];
  }),
);

describe('a demo student’s objective answers', () => {
  it('are built for every automatically graded question the seeded trainings hold', () => {
    const auto = TRAINING_SEEDS.flatMap((t) =>
      t.questions.filter((q) => QuestionTypes[q.subject_type as TSubjectType]?.grading === 'auto'),
    );
    expect(objective).toHaveLength(auto.length);
    expect(auto.length).toBeGreaterThan(500);
  });

  it('are right, by the platform’s grading, when the student knows everything', () => {
    const rng = seededRandom('test:right');
    for (const q of objective) {
      const answer = q.maker(1, rng);
      expect(checkAnswerShape(q.def, answer), q.id).toBeNull();
      const outcome = gradeAnswer(q.def, answer);
      expect(outcome.ok && outcome.grade.mode === 'auto' && outcome.grade.right_flag, q.id).toBe(1);
    }
  });

  it('are well-formed and mostly wrong when the student knows nothing', () => {
    const rng = seededRandom('test:wrong');
    let full = 0;
    for (const q of objective) {
      const answer = q.maker(0, rng);
      expect(checkAnswerShape(q.def, answer), q.id).toBeNull();
      const outcome = gradeAnswer(q.def, answer);
      if (!outcome.ok || outcome.grade.mode !== 'auto') throw new Error(`${q.id} did not grade`);
      if (outcome.grade.right_flag === 1) full++;
    }
    // Guesses land sometimes (a true/false is a coin), far from always.
    expect(full / objective.length).toBeLessThan(0.3);
  });

  it('misspell as learners do', () => {
    const rng = seededRandom('test:misspell');
    expect(misspell('2,000', rng)).toMatch(/^\d,\d{3}$/);
    expect(misspell('2,000', rng)).not.toBe('2,000');
    expect(['Mrs', 'Miss', 'Mr']).toContain(misspell('Ms', rng));
    const word = misspell('sincerely', rng);
    expect(word).not.toBe('sincerely');
    expect(Math.abs(word.length - 'sincerely'.length)).toBe(1);
  });
});
