/**
 * The editor's tabs after CourseInfo (part 2 §2.1 editCourse), as one table: which of the course's
 * activities each lists, which pool kinds its picker searches, and which pool resources it takes.
 * Cases go by their kind (caseAnalysis/caseAnalyse, multiple), the interactive training by
 * interaction, test papers are exam papers, and every other training or material is practice.
 */
import {
  ActivityKind,
  ResourceTopLevelType as K,
  type TActivityKind,
  type TPoolResource,
  type TResourceTopLevelType,
} from '@lingua/contracts';

export type CourseTabKey =
  | 'PracticalSkills'
  | 'CaseAnalysis'
  | 'InteractiveTraining'
  | 'ComprehensiveCase'
  | 'TestPaper';

export interface CourseTab {
  key: CourseTabKey;
  /** Whether an activity of this kind belongs to the tab. */
  lists: (kind: TActivityKind) => boolean;
  /** The pool kinds its picker searches; none: the tab picks exam papers instead. */
  poolTypes: readonly TResourceTopLevelType[];
}

const CASE_KINDS: readonly TActivityKind[] = ['caseAnalysis', 'caseAnalyse'];
const OWN_TAB_KINDS: readonly TActivityKind[] = [...CASE_KINDS, 'multiple', 'interaction', 'testPaper', 'task'];

export const COURSE_TABS: readonly CourseTab[] = [
  {
    key: 'PracticalSkills',
    lists: (kind) => !OWN_TAB_KINDS.includes(kind),
    poolTypes: [K.study, K.practical, K.material, K.questionBank],
  },
  { key: 'CaseAnalysis', lists: (kind) => CASE_KINDS.includes(kind), poolTypes: [K.case] },
  { key: 'InteractiveTraining', lists: (kind) => kind === 'interaction', poolTypes: [K.practical] },
  { key: 'ComprehensiveCase', lists: (kind) => kind === 'multiple', poolTypes: [K.case] },
  { key: 'TestPaper', lists: (kind) => kind === 'testPaper', poolTypes: [] },
];

const isActivityKind = (kind: string | null): kind is TActivityKind =>
  kind !== null && (ActivityKind as readonly string[]).includes(kind);

/**
 * The activity kind a pool resource becomes, when a course can use it: a training a student
 * answers in a course opens as its kind, a material with a file as a material; else null.
 */
export function activityKindOf(resource: TPoolResource): TActivityKind | null {
  if (resource.trainingId !== null) {
    const kind = resource.trainingKind;
    return isActivityKind(kind) && kind !== 'task' && kind !== 'testPaper' && kind !== 'material' ? kind : null;
  }
  return resource.mediaType !== null ? 'material' : null;
}

/** Whether this tab's picker may add the resource. */
export function tabAccepts(tab: CourseTab, resource: TPoolResource): boolean {
  const kind = activityKindOf(resource);
  return kind !== null && tab.lists(kind);
}
