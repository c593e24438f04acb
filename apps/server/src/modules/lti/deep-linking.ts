/**
 * Deep Linking 2.0: the instructor picks a training; Lingua answers the platform with a signed
 * LtiDeepLinkingResponse holding one ltiResourceLink whose custom parameter names the training
 * and whose line item asks the platform for a grade column. The browser posts it to the
 * platform's deep_link_return_url from a page of ours (`/lti/launch/return/:id`).
 */
import {
  LTI_TRAINING_PARAM,
  LtiClaims,
  LtiToolPaths,
  type TLanguageUse,
  type TLtiDeepLinkOptions,
  type TLtiPickCourse,
} from '@lingua/contracts';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import {
  activityTrainings,
  classes,
  courseActivities,
  courses,
  ltiDeepLinks,
  trainingQuestions,
  trainings,
} from '../../db/schema';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { SessionUser } from '../../platform/request-context';
import { coursePolicy } from '../course-access/course-policy';
import { LINE_ITEM_TAG, trainingFullMark } from './line-items';
import { getPlatform } from './platforms';
import { giveTraining, trainingOfSchool } from './provisioning';
import { signAsTool } from './tool-keys';

const expired = () => new AppError(400, 'ltiDeepLinkExpired', undefined, 'deepLinkId');

/** The instructor's own request, still open. */
async function ownRequest(db: Db, user: SessionUser, id: string) {
  const [row] = await db
    .select()
    .from(ltiDeepLinks)
    .where(and(eq(ltiDeepLinks.id, id), eq(ltiDeepLinks.userId, user.userId), gt(ltiDeepLinks.expiresAt, new Date())));
  if (!row) throw expired();
  return row;
}

const pick = (lang: TLanguageUse, t: { cn: string; en: string }) => (lang === 'en' && t.en ? t.en : t.cn);

/** The courses the school studies (the catalogue and its published courses) with the trainings their activities open. */
export async function deepLinkOptions(
  db: Db,
  user: SessionUser,
  id: string,
  lang: TLanguageUse,
): Promise<TLtiDeepLinkOptions> {
  const request = await ownRequest(db, user, id);
  const platform = await getPlatform(db, request.platformId);
  const [cls] = await db.select({ name: classes.name }).from(classes).where(eq(classes.id, request.classId));
  const fullMark = sql<number>`coalesce((select sum(${trainingQuestions.fullMark}) from ${trainingQuestions} where ${trainingQuestions.trainingId} = ${trainings.id}), 0)`;
  const rows = await db
    .selectDistinctOn([courses.id, trainings.id], {
      courseId: courses.id,
      courseName: courses.name,
      trainingId: trainings.id,
      title: trainings.title,
      kind: trainings.kind,
      fullMark,
      activitySort: courseActivities.id,
    })
    .from(courses)
    .innerJoin(courseActivities, eq(courseActivities.courseId, courses.id))
    .innerJoin(activityTrainings, eq(activityTrainings.activityId, courseActivities.id))
    .innerJoin(trainings, eq(trainings.id, activityTrainings.trainingId))
    .where(coursePolicy.forClass(user.schoolId))
    .orderBy(asc(courses.id), asc(trainings.id));
  const byCourse = new Map<number, TLtiPickCourse & { order: number[] }>();
  for (const r of rows) {
    let course = byCourse.get(r.courseId);
    if (!course) {
      course = { courseId: r.courseId, name: pick(lang, r.courseName), trainings: [], order: [] };
      byCourse.set(r.courseId, course);
    }
    course.trainings.push({
      trainingId: r.trainingId,
      title: pick(lang, r.title),
      kind: r.kind,
      fullMark: Number(r.fullMark),
    });
    course.order.push(r.activitySort);
  }
  const list = [...byCourse.values()].map(({ order, ...course }) => {
    // In the course's own order (by activity), not by training id.
    const sorted = course.trainings.map((t, i) => ({ t, o: order[i] ?? 0 })).sort((a, b) => a.o - b.o);
    return { ...course, trainings: sorted.map((x) => x.t) };
  });
  return { className: cls?.name ?? '', platformName: platform?.name ?? '', courses: list };
}

/** Signs the answer for the picked training and keeps it for the return page; answers that page's path. */
export async function chooseTraining(
  db: Db,
  user: SessionUser,
  id: string,
  trainingId: number,
): Promise<{ postPath: string }> {
  const request = await ownRequest(db, user, id);
  const platform = await getPlatform(db, request.platformId);
  if (!platform) throw expired();
  const training = await trainingOfSchool(db, user.schoolId, trainingId);
  if (!training) throw new AppError(404, 'notFound', undefined, 'trainingId');
  const scoreMaximum = await trainingFullMark(db, training.id);
  const title = training.title.en || training.title.cn;
  const item = {
    type: 'ltiResourceLink',
    title,
    text: training.title.cn,
    custom: { [LTI_TRAINING_PARAM]: String(training.id) },
    lineItem: { scoreMaximum, label: title, resourceId: String(training.id), tag: LINE_ITEM_TAG },
  };
  const claims: Record<string, unknown> = {
    nonce: id,
    [LtiClaims.messageType]: 'LtiDeepLinkingResponse',
    [LtiClaims.version]: '1.3.0',
    [LtiClaims.deploymentId]: request.deploymentId,
    [LtiClaims.deepLinkingContentItems]: [item],
  };
  if (request.data) claims[LtiClaims.deepLinkingData] = request.data;
  const jwt = await signAsTool(db, claims, { issuer: platform.clientId, audience: platform.issuer });
  await giveTraining(db, request.classId, training.id);
  await db.update(ltiDeepLinks).set({ responseJwt: jwt }).where(eq(ltiDeepLinks.id, id));
  return { postPath: `${LtiToolPaths.launch}/return/${encodeURIComponent(id)}` };
}

/** The signed answer to post, once: the row goes when its page is served. */
export async function takeDeepLinkAnswer(db: Db, id: string) {
  const [row] = await db
    .delete(ltiDeepLinks)
    .where(and(eq(ltiDeepLinks.id, id), gt(ltiDeepLinks.expiresAt, new Date()), isNotNull(ltiDeepLinks.responseJwt)))
    .returning();
  if (!row?.responseJwt) return undefined;
  return { returnUrl: row.returnUrl, jwt: row.responseJwt };
}
