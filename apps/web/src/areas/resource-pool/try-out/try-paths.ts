/** The pool's case try-out pages (part 2 §2.7) and the way back to the case's preview. */
import type { TPoolResource } from '@lingua/contracts';

export const TRY_PATHS = {
  interaction: '/resource_pool/case_interaction_answer',
  tasks: '/resource_pool/case_comprehensive_task',
  answer: '/resource_pool/case_comprehensive_Answer',
} as const;

/** The try-out a training resource opens, if its kind has one. */
export function tryHref(resource: Pick<TPoolResource, 'resourceId' | 'trainingKind'>): string | null {
  const q = `resourceId=${resource.resourceId}`;
  if (resource.trainingKind === 'interaction') return `${TRY_PATHS.interaction}?${q}`;
  if (resource.trainingKind === 'multiple') return `${TRY_PATHS.tasks}?${q}`;
  return null;
}

export const linkHref = (resourceId: number, link: number) =>
  `${TRY_PATHS.answer}?resourceId=${resourceId}&link=${link}`;
export const tasksHref = (resourceId: number) => `${TRY_PATHS.tasks}?resourceId=${resourceId}`;
export const casePreviewHref = (resourceId: number) => `/resource_pool/case_preview?resourceId=${resourceId}`;
