/**
 * The authorization walk's table: for every call whose body names an object (id-fields.ts), how
 * to make a body that names teacher A's or student A's object, and which non-owners may make the
 * call and why. A call with neither a case here nor an exemption in EXEMPT fails the walk, so a
 * new route cannot be missed. The body is built once per call (per caller), so a case whose call
 * ends or removes its object makes a fresh one each time.
 */

import { analyticsCases } from './cases/analytics';
import { caseWorkCases } from './cases/case-work';
import {
  CERTIFICATES_EXEMPT,
  COMPETITION_PUBLIC_EXEMPT,
  certificatesCases,
  competitionPublicCases,
} from './cases/certificates';
import { competitionsCases } from './cases/competitions';
import { courseBuilderCases } from './cases/course-builder';
import { DEVICE_CHECK_EXEMPT, deviceCheckCases } from './cases/device-check';
import { documentsCases } from './cases/documents';
import { examsCases } from './cases/exams';
import { gradeBookCases } from './cases/grade-book';
import { interactionCases, interactionRooms } from './cases/interaction';
import { LTI_EXEMPT, ltiCases } from './cases/lti';
import { manageStatsCases } from './cases/manage-stats';
import { messagesClassesCoursesCases } from './cases/messages-classes-courses';
import { negotiationCases, negotiationRooms } from './cases/negotiations';
import { newsCases } from './cases/news';
import { onlineLessonsCases } from './cases/online-lessons';
import { resourcePoolCases } from './cases/resource-pool';
import { schoolAdminCases } from './cases/school-admin';
import { classmate, FILES, manager, type WalkCase } from './cases/shared';
import { tasksCases } from './cases/tasks';
import { teachingCases } from './cases/teaching';
import { trainingsCases } from './cases/trainings';
import { VR_SCENES_EXEMPT, vrScenesCases } from './cases/vr-scenes';
import type { Intruder, Owner, World } from './world';

export type { Body, WalkCase } from './cases/shared';

export const CASES: Record<string, WalkCase[]> = {
  ...messagesClassesCoursesCases,
  ...tasksCases,
  ...trainingsCases,
  ...caseWorkCases,
  ...examsCases,
  ...onlineLessonsCases,
  ...schoolAdminCases,
  ...manageStatsCases,
  ...newsCases,
  ...analyticsCases,
  ...gradeBookCases,
  ...teachingCases,
  ...documentsCases,
  ...resourcePoolCases,
  ...vrScenesCases,
  ...courseBuilderCases,
  ...ltiCases,
  ...interactionCases,
  ...negotiationCases,
  ...certificatesCases,
  ...competitionPublicCases,
  ...deviceCheckCases,
  ...competitionsCases,
};
/** Calls that name an object but need no walk, each with the reason. */
export const EXEMPT: Record<string, string> = {
  '/openApi/login/loginPageInfo':
    "public by design: a school's name and logo for its own sign-in page (/loginpage?id=), nothing else",
  '/openApi/overall/updateUserInfo': `changes only the caller's own profile; headImgUrl is a ${FILES}`,
  '/openApi/resourcePool/search':
    "knowledgePointId names a node of the platform's static knowledge graphs, nobody's object; the rows answered pass the pool policy (resource-pool/pool.test.ts)",
  '/openApi/resourceManage/subject/referenceTypeList':
    "selectIds is taken as the spec's client sends it and not read: the answer is the fixed list of question types with counts of what the caller may see",
  '/openApi/resourceManage/training/referenceTypeList':
    "selectIds is taken as the spec's client sends it and not read: the answer is the fixed list of training kinds with counts of what the caller may see",
  // The school's own sign-in (issue 22): the operator's calls act on any school and are refused to
  // every school's people (403, school-sign-in/routes.test.ts); the public ones name only a school.
  '/openApi/platform/school/signIn/config': "operators only, on any school; the school's people get 403",
  '/openApi/platform/school/signIn/save': "operators only, on any school; the school's people get 403",
  '/openApi/platform/school/signIn/remove': "operators only, on any school; the school's people get 403",
  '/openApi/platform/school/signIn/test': "operators only, on any school; the school's people get 403",
  '/openApi/login/schoolSignIn/button':
    "public by design: whether a school's login page shows its sign-in button, and the button's text",
  '/openApi/login/schoolSignIn/start':
    "public by design: starts a sign-in at the school's own IdP; answers only the IdP's address",
  '/openApi/resourcePool/upload':
    "knowledgePointIds name nodes of the platform's static knowledge graphs, nobody's object; the upload is the caller's own",
  ...LTI_EXEMPT,
  ...CERTIFICATES_EXEMPT,
  ...COMPETITION_PUBLIC_EXEMPT,
  ...DEVICE_CHECK_EXEMPT,
  ...VR_SCENES_EXEMPT,
};

/** A realtime room kind (hub.defineRoom): whose room `kind:id` the walk enters as every caller. */
export interface RoomCase {
  owner: Owner;
  id: (w: World) => number | Promise<number>;
  allow?: Partial<Record<Intruder, string>>;
}

export const ROOM_CASES: Record<string, RoomCase> = {
  // Everything pushed to one person: their own room only.
  user: { owner: 'student', id: (w) => w.people.studentA.id },
  // A class's pushes (a lesson started): its students and staff.
  class: { owner: 'student', id: (w) => w.classA.id, allow: { ...classmate, ...manager } },
  lesson: { owner: 'student', id: (w) => w.lessonId, allow: { ...classmate, ...manager } },
  // The invigilation board: staff who run the exam, never its students.
  exam: { owner: 'teacher', id: (w) => w.examId, allow: manager },
  // Interactive training: the activity's room for its class, a team's for its members and staff.
  ...interactionRooms,
  // A negotiation contest's room: its judges.
  ...negotiationRooms,
};
