import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  familyRouteOf,
  isOpenKind,
  PageFamilies,
  QuestionTypes,
  TrainingKindDescriptors,
  TrainingKinds,
  TrainingRoutes,
  trainingRouteOf,
} from '@lingua/contracts';
import { describe, expect, it } from 'vitest';

const specRoutes = resolve(import.meta.dirname, '../../../../../../shared/spec/routes.json');

describe('training kinds', () => {
  it('describes every kind of part 1 §2, and opens exactly the kinds of this issue', () => {
    expect(Object.keys(TrainingKindDescriptors).sort()).toEqual([...TrainingKinds].sort());
    expect(TrainingKinds.filter(isOpenKind).sort()).toEqual(
      [
        'readSkill',
        'hearingSkill',
        'writingSkill',
        'translateSkill',
        'billSkill',
        'caseAnalysis',
        'caseAnalyse',
        'topicDiscuss',
        'studySkill',
        'practicalOperation',
        'practicalSkill',
        'practical_exercises',
        // Speaking (issue 7).
        'dubbing',
        'oralSkill',
        'speechSkill',
        'speechPractical',
        'toefl',
        'ielts',
        'roleDialogue',
        'rolePlay',
        'rolePlayPro',
        'wordTraining',
        'sentenceTraining',
        'sentencesStrengthen',
        'paragraphsTraining',
        'paragraphsStrengthen',
        // Comprehensive cases and the interactive group training (issue 16).
        'multiple',
        'interaction',
      ].sort(),
    );
  });
  it('gives every open kind registered question types, and no recall to practice kinds', () => {
    for (const k of TrainingKinds.filter(isOpenKind)) {
      const d = TrainingKindDescriptors[k];
      expect(d.questionTypes.length).toBeGreaterThan(0);
      for (const t of d.questionTypes) expect(QuestionTypes[t]).toBeDefined();
    }
    expect(TrainingKindDescriptors.readSkill.recallable).toBe(false);
    expect(TrainingKindDescriptors.writingSkill.recallable).toBe(true);
    expect(TrainingKindDescriptors.billSkill.category).toBe('bill');
    expect(TrainingKindDescriptors.hearingSkill.listening?.mustPlayFully).toBe(true);
  });
});

describe('the training route table', () => {
  it('has each path once', () => {
    const paths = TrainingRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('gives every kind a page of every family', () => {
    for (const k of TrainingKinds)
      for (const f of PageFamilies) expect(familyRouteOf(k, f)).toMatch(/^\/student\/practicals\//);
    expect(familyRouteOf('readSkill', 'answer')).toBe('/student/practicals/readSkillAnswer');
    expect(familyRouteOf('studySkill', 'finished')).toBe('/student/practicals/studySkillFinishedReport');
    expect(familyRouteOf('studySkill', 'answer')).toBe('/student/practicals/practicalSkillAnswer');
    // A comprehensive case's finished report is the case's, not a link's (multipleTaskFinished).
    expect(familyRouteOf('multiple', 'finished')).toBe('/student/practicals/multipleCaseFinished');
    expect(trainingRouteOf('/student/practicals/billSkillHistory')).toEqual({
      path: '/student/practicals/billSkillHistory',
      kind: 'billSkill',
      family: 'history',
    });
  });
  it.skipIf(!existsSync(specRoutes))(
    'maps exactly the student practicals routes of the four families in routes.json',
    () => {
      const routes = JSON.parse(readFileSync(specRoutes, 'utf8')) as { path: string; kind: string }[];
      const families = new Set(['answer', 'report', 'history', 'finished']);
      const spec = routes
        .filter((r) => r.path.startsWith('/student/practicals/') && families.has(r.kind))
        .map((r) => r.path)
        .sort();
      expect(TrainingRoutes.map((r) => r.path).sort()).toEqual(spec);
      for (const r of routes) {
        const mine = trainingRouteOf(r.path);
        if (mine) expect(mine.family).toBe(r.kind);
      }
    },
  );
});
