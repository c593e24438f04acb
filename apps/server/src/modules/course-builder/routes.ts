/** Intelligent course creation (contracts: calls/course-builder.ts; docs/api.md "Course builder"). */
import { courseBuilderCalls as calls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { defineRoute } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import {
  getBuiltCourse,
  listDemoSet,
  listOwnBuiltCourses,
  listSchoolBuiltCourses,
  previewCourse,
} from './built-course-read';
import {
  copyCatalogueCourse,
  createBuiltCourse,
  deleteBuiltCourse,
  publishBuiltCourse,
  updateBuiltCourseInfo,
  uploadCoursePicture,
} from './built-course-write';
import { activityMaterial, coursePapers } from './course-papers';
import { proposeOutline } from './outline-proposal';
import { saveOutline } from './outline-save';
import { addResourceToCourse, paperOptions } from './pool-use';
import { knowledgePointCandidates, trainingCandidates, trainingOptions } from './proposal-candidates';

export function registerCourseBuilderRoutes(app: FastifyInstance, db: Db, storage: FileStorage): void {
  defineRoute(app, db, calls.userBuildingCourses, ({ user, ctx }) => listOwnBuiltCourses(db, user, ctx.language));
  defineRoute(app, db, calls.demoSet, ({ ctx }) => listDemoSet(db, ctx.language));
  defineRoute(app, db, calls.preview, ({ user, body, ctx }) => previewCourse(db, user, body.lessonId, ctx.language));
  defineRoute(app, db, calls.create, ({ user, body, ctx }) =>
    createBuiltCourse(db, storage, user, body.name, ctx.language),
  );
  defineRoute(app, db, calls.copy, ({ user, body, ctx }) => copyCatalogueCourse(db, user, body.courseId, ctx.language));
  defineRoute(app, db, calls.detail, ({ user, body, ctx }) => getBuiltCourse(db, user, body.courseId, ctx.language));
  defineRoute(app, db, calls.updateInfo, ({ user, body, ctx }) => updateBuiltCourseInfo(db, user, body, ctx.language));
  defineRoute(app, db, calls.saveOutline, ({ user, body, ctx }) => saveOutline(db, user, body, ctx.language));
  defineRoute(app, db, calls.propose, async ({ user, body, ctx }) =>
    proposeOutline(body, knowledgePointCandidates(), await trainingCandidates(db, user), ctx.language),
  );
  defineRoute(app, db, calls.trainingOptions, ({ user, body }) => trainingOptions(db, user, body.keyword));
  defineRoute(app, db, calls.addResource, ({ user, body }) => addResourceToCourse(db, user, body));
  defineRoute(app, db, calls.paperOptions, ({ user }) => paperOptions(db, user));
  defineRoute(app, db, calls.coursePapers, ({ user, body, ctx }) =>
    coursePapers(db, user, body.courseId, ctx.language),
  );
  defineRoute(app, db, calls.activityMaterial, ({ user, body, ctx }) =>
    activityMaterial(db, user, body.classId, body.activityId, ctx.language),
  );
  defineRoute(app, db, calls.publish, ({ user, body, ctx }) =>
    publishBuiltCourse(db, user, body.courseId, body.published, ctx.language),
  );
  defineRoute(app, db, calls.remove, async ({ user, body }) => {
    await deleteBuiltCourse(db, user, body.courseId);
    return null;
  });
  defineRoute(app, db, calls.uploadPicture, ({ req }) => uploadCoursePicture(req, storage));
  defineRoute(app, db, calls.schoolBuiltCourses, ({ user, ctx }) => listSchoolBuiltCourses(db, user, ctx.language));
}
