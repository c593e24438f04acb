/**
 * The speaking kinds' student pages outside the four families (routes.json kinds rank, other,
 * preview): class ranks, the learn pages of word, sentence and paragraph training, role selection
 * and preview, and the strengthen drills. Role selection and the learn pages are the
 * answer family's page of their kind (the dialogue answer starts with the role choice).
 */
import type { TTrainingKind } from './kinds';

export type TSpeakingPage = 'rank' | 'answer' | 'strengthen' | 'dubList' | 'preview';
export type TSpeakingRoute = { path: string; kind: TTrainingKind; page: TSpeakingPage };

const base = '/student/practicals/';
const r = (name: string, kind: TTrainingKind, page: TSpeakingPage): TSpeakingRoute => ({
  path: `${base}${name}`,
  kind,
  page,
});

export const SpeakingRoutes: readonly TSpeakingRoute[] = [
  r('oralSkillDubSelect', 'dubbing', 'dubList'),
  r('oralSkillDubList', 'dubbing', 'dubList'),
  r('oralSkillDubList2', 'dubbing', 'dubList'),
  r('oralSkillDubRank', 'dubbing', 'rank'),
  r('wordTraining', 'wordTraining', 'answer'),
  r('wordChallengesRank', 'wordTraining', 'rank'),
  r('sentenceTraining', 'sentenceTraining', 'answer'),
  r('sentenceTrainingChallengeRank', 'sentenceTraining', 'rank'),
  r('sentencesStrengthen', 'sentencesStrengthen', 'strengthen'),
  r('sentencesStrengthenChallengeRank', 'sentencesStrengthen', 'rank'),
  r('paragraphsTraining', 'paragraphsTraining', 'answer'),
  r('paragraphsTrainingChallengeRank', 'paragraphsTraining', 'rank'),
  r('paragraphsStrengthen', 'paragraphsStrengthen', 'strengthen'),
  r('roleDialogueSlRole', 'roleDialogue', 'answer'),
  r('roleDialoguePreview', 'roleDialogue', 'preview'),
  r('rolePlaySlRole', 'rolePlay', 'answer'),
  r('rolePlayPreview', 'rolePlay', 'preview'),
  r('rolePlayMachineRank', 'rolePlay', 'rank'),
  r('rolePlayProChallengeRank', 'rolePlayPro', 'rank'),
];

/** The rank page of a kind (roleDialogue shares role play's). */
export function rankRouteOf(kind: TTrainingKind): string {
  const own = SpeakingRoutes.find((x) => x.kind === kind && x.page === 'rank');
  return own?.path ?? `${base}rolePlayMachineRank`;
}

export function speakingRouteOf(path: string): TSpeakingRoute | undefined {
  return SpeakingRoutes.find((x) => x.path === path);
}
