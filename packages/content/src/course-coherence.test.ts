import { isOpenKind, type TCourseOutline, TrainingKinds } from '@lingua/contracts';
import { describe, expect, it } from 'vitest';
import { checkCourseCoherence, sameTopic } from './course-coherence';
import { COURSE_OUTLINES, outlineFor } from './course-outlines';
import { TRAINING_SEEDS } from './trainings';

const trainingKinds = TrainingKinds.filter(isOpenKind);
const check = (outlines: readonly TCourseOutline[]) => checkCourseCoherence(outlines, TRAINING_SEEDS, trainingKinds);
const titleOf = (key: string) => {
  const seed = TRAINING_SEEDS.find((s) => s.key === key);
  if (!seed) throw new Error(key);
  return seed.title;
};
/** A one-activity course that opens `training`. */
const single = (
  kind: TCourseOutline['chapters'][number]['steps'][number]['activities'][number]['kind'],
  cn: string,
  en: string,
  training: string,
): TCourseOutline => ({
  key: 'probe',
  version: '1',
  chapters: [
    {
      title: { cn: '章', en: 'Chapter' },
      steps: [{ title: { cn: '学', en: 'Learn' }, activities: [{ kind, title: { cn, en }, training }] }],
    },
  ],
});

describe('course coherence (issue 24)', () => {
  it('every seeded course: each activity opens its own training, of its kind and on its topic', () => {
    expect(check(COURSE_OUTLINES).problems).toEqual([]);
  });

  it('the first chapter of both demo courses opens a training for every activity of a training kind', () => {
    const unlinked = check(COURSE_OUTLINES).unlinked;
    for (const key of ['foreign-trade-correspondence', 'business-negotiation']) {
      const first = outlineFor(key)?.chapters[0];
      for (const activity of first?.steps.flatMap((s) => s.activities) ?? [])
        expect(unlinked, activity.title.cn).not.toContain(`${key} «${activity.title.cn}»`);
    }
  });

  it('fails for the mismatches the issue found', () => {
    const cases: [string, string, string, string][] = [
      [
        '阅读英文商务信函的结构与格式',
        'Read how an English business letter is laid out',
        'read-incoterms',
        'readSkill',
      ],
      [
        '阅读商务谈判的定义与特点',
        'Read about what business negotiation is and its main features',
        'read-enquiry-email',
        'readSkill',
      ],
      [
        '听讲座：谈判的基本原则',
        'Listen to a talk on the basic principles of negotiation',
        'hear-order-call',
        'hearingSkill',
      ],
      ['掌握外贸信函常用缩略语', 'Learn the common abbreviations in trade letters', 'words-challenge', 'wordTraining'],
    ];
    for (const [cn, en, key, kind] of cases) {
      expect(sameTopic({ cn, en }, titleOf(key)), key).toBe(false);
      const report = check([single(kind as 'readSkill', cn, en, key)]);
      expect(report.problems.join('\n'), key).toMatch(/topic differs/);
    }
  });

  it('fails when the kinds disagree or one training serves two activities', () => {
    const wrongKind = check([
      single(
        'hearingSkill',
        '阅读英文商务信函的结构与格式',
        'Read how an English business letter is laid out',
        'read-letter-layout',
      ),
    ]);
    expect(wrongKind.problems.join('\n')).toMatch(/kind hearingSkill opens read-letter-layout of kind readSkill/);
    const twice = check([
      single(
        'readSkill',
        '阅读英文商务信函的结构与格式',
        'Read how an English business letter is laid out',
        'read-letter-layout',
      ),
      { ...single('readSkill', '阅读信函的格式', 'Read the layout of a letter', 'read-letter-layout'), key: 'probe-2' },
    ]);
    expect(twice.problems.join('\n')).toMatch(/already opened by/);
    expect(check([single('readSkill', '阅读', 'Read', 'no-such-training')]).problems.join('\n')).toMatch(
      /no seeded training/,
    );
  });
});
