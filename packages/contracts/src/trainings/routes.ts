/**
 * THE table of student training pages: every student route of the four page families (answer,
 * report, history, finished report) in the spec's routes.json, mapped to its training kind and
 * family. The web builds its routes from it; pages read the descriptor of the kind.
 */
import type { TTrainingKind } from './kinds';

export const PageFamilies = ['answer', 'report', 'history', 'finished'] as const;
export type TPageFamily = (typeof PageFamilies)[number];

export type TTrainingRoute = { path: string; kind: TTrainingKind; family: TPageFamily };

const base = '/student/practicals/';

function family(kind: TTrainingKind, prefix: string = kind): TTrainingRoute[] {
  return [
    { path: `${base}${prefix}Answer`, kind, family: 'answer' },
    { path: `${base}${prefix}Report`, kind, family: 'report' },
    { path: `${base}${prefix}History`, kind, family: 'history' },
    { path: `${base}${prefix}FinishedReport`, kind, family: 'finished' },
  ];
}

function one(name: string, kind: TTrainingKind, f: TPageFamily): TTrainingRoute {
  return { path: `${base}${name}`, kind, family: f };
}

export const TrainingRoutes: readonly TTrainingRoute[] = [
  ...family('readSkill'),
  ...family('hearingSkill'),
  ...family('caseAnalysis'),
  ...family('caseAnalyse'),
  ...family('dubbing'),
  ...family('writingSkill'),
  ...family('translateSkill'),
  ...family('billSkill'),
  ...family('topicDiscuss'),
  ...family('speechSkill'),
  ...family('toefl'),
  ...family('ielts'),
  ...family('roleDialogue'),
  ...family('oralSkill'),
  ...family('practicalOperation'),
  one('practicalOperationReportBug', 'practicalOperation', 'report'),
  ...family('practicalSkill'),
  one('practicalSkillReportBug', 'practicalSkill', 'report'),
  one('studySkillFinishedReport', 'studySkill', 'finished'),
  one('vrReport', 'vr', 'report'),
  one('vrFinished', 'vr', 'finished'),
  one('vrHistory', 'vr', 'history'),
  // A comprehensive case's answer page works on one link at a time (?link=); the case's finished
  // report comes before TaskFinished (a link done), which the web serves with its own page (CaseRoutes).
  one('multipleAnswer', 'multiple', 'answer'),
  one('multipleCaseHistory', 'multiple', 'history'),
  one('multipleCaseFinished', 'multiple', 'finished'),
  one('multipleTaskFinished', 'multiple', 'finished'),
  one('interactionAnswer', 'interaction', 'answer'),
  one('interactionReport', 'interaction', 'report'),
  one('interactionScore', 'interaction', 'report'),
  one('interactionSeescore', 'interaction', 'report'),
  one('interactionHistory', 'interaction', 'history'),
  one('interactionOver', 'interaction', 'finished'),
  one('wordChallengesAnswer', 'wordTraining', 'answer'),
  one('sentenceTrainingChallengeAnswer', 'sentenceTraining', 'answer'),
  one('sentencesStrengthenChallengeAnswer', 'sentencesStrengthen', 'answer'),
  one('paragraphsTrainingChallengeAnswer', 'paragraphsTraining', 'answer'),
  one('rolePlayProAnswer', 'rolePlayPro', 'answer'),
  one('rolePlayProChallengeAnswer', 'rolePlayPro', 'answer'),
  one('rolePlayProReport', 'rolePlayPro', 'report'),
  one('rolePlayProHistory', 'rolePlayPro', 'history'),
  one('rolePlayProFinished', 'rolePlayPro', 'finished'),
  one('rolePlayAnswer', 'rolePlay', 'answer'),
  one('rolePlayMachineAnswer', 'rolePlay', 'answer'),
  one('rolePlayAnswerReport', 'rolePlay', 'report'),
  one('rolePlayHistory', 'rolePlay', 'history'),
  one('rolePlayFinishedReport', 'rolePlay', 'finished'),
];

/**
 * The page of a family for a kind. The pages read the kind from the training they open, so a kind
 * the spec gives no page of that family (studySkill has only a finished report, practical_exercises
 * only its list) opens the practical-skill page of that family.
 */
export function familyRouteOf(kind: TTrainingKind, f: TPageFamily): string {
  const own = TrainingRoutes.find((r) => r.kind === kind && r.family === f);
  if (own) return own.path;
  return `${base}practicalSkill${f === 'finished' ? 'FinishedReport' : f[0]?.toUpperCase() + f.slice(1)}`;
}

export function trainingRouteOf(path: string): TTrainingRoute | undefined {
  return TrainingRoutes.find((r) => r.path === path);
}

/** A comprehensive case's own pages (part 1 §2 multiple): the case with its links, a link's tasks, a link finished. */
export type TCasePage = 'main' | 'tasks' | 'linkFinished';
export const CaseRoutes: readonly { path: string; page: TCasePage }[] = [
  { path: `${base}multipleMain`, page: 'main' },
  { path: `${base}multipleLinkList`, page: 'main' },
  { path: `${base}multipleTaskList`, page: 'tasks' },
  { path: `${base}multipleTaskFinished`, page: 'linkFinished' },
];

/** Where a student opens a training: a comprehensive case opens on its main page (its links), any other kind on its answer page. */
export function entryRouteOf(kind: TTrainingKind): string {
  return kind === 'multiple' ? `${base}multipleMain` : familyRouteOf(kind, 'answer');
}
