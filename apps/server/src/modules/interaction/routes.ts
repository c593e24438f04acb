/**
 * The interactive group training calls (docs/api.md "Interactive group training"). Every change
 * pushes "look again" to the activity's room; a stage save pushes the saved stage to its team's
 * room, which the teammates and the teacher's live page listen to.
 */
import { InteractionEvents, interactionCalls, UserType } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { SessionUser } from '../../platform/request-context';
import { defineRoute, Notice } from '../../platform/route';
import { loadActivity, presentDetail, presentStudentView, teamsSeenBy } from './activity-data';
import { saveStage, stageHistory, submitTeam } from './answers';
import {
  createActivity,
  formTeams,
  getScenario,
  joinTeam,
  listActivities,
  listScenarios,
  setLeader,
  startActivity,
} from './forming';
import { classPersonHistory, classScoreHistory, personHistory } from './histories';
import { getChangeableActivity, getReadableActivity, getReadableTeam } from './interaction-policy';
import { exportReport } from './report-export';
import { adjustScore, closeReview, dropTeam, publish, setPersonScore, startReview, submitReview } from './review';
import { defineInteractionRooms } from './rooms';

export function registerInteractionRoutes(app: FastifyInstance, db: Db, hub: RealtimeHub): void {
  defineInteractionRooms(db, hub);
  const c = interactionCalls;

  const detail = async (user: SessionUser, activityId: number) =>
    presentDetail(await loadActivity(db, await getChangeableActivity(db, user, activityId), user.language));
  const view = async (user: SessionUser, activityId: number) => {
    const activity = await getReadableActivity(db, user, activityId);
    const seen = await teamsSeenBy(db, activity.id, user.userId);
    return presentStudentView(await loadActivity(db, activity, user.language, seen), user.userId);
  };
  const changed = (activityId: number) =>
    hub.publish(`interaction:${activityId}`, InteractionEvents.changed, { activityId });

  /** A teacher's change: do it, push "look again", answer the fresh detail. */
  const teacherChange = async (user: SessionUser, activityId: number, change: () => Promise<unknown>) => {
    await change();
    await changed(activityId);
    return detail(user, activityId);
  };

  defineRoute(app, db, c.scenarios, ({ user }) => listScenarios(db, user));
  defineRoute(app, db, c.scenario, ({ user, body }) => getScenario(db, user, body.trainingId));
  defineRoute(app, db, c.create, async ({ user, body }) => {
    const id = await createActivity(db, user, body);
    await hub.publish(`class:${body.classId}`, InteractionEvents.changed, { activityId: id });
    return new Notice('interactionCreated', await detail(user, id));
  });
  defineRoute(app, db, c.list, ({ user, body }) => listActivities(db, user, body.classId));
  defineRoute(app, db, c.detail, ({ user, body }) => detail(user, body.activityId));
  defineRoute(app, db, c.formTeams, ({ user, body }) =>
    teacherChange(user, body.activityId, () => formTeams(db, user, body)),
  );
  defineRoute(app, db, c.setLeader, ({ user, body }) =>
    teacherChange(user, body.activityId, () => setLeader(db, user, body)),
  );
  defineRoute(
    app,
    db,
    c.start,
    async ({ user, body }) =>
      new Notice(
        'interactionStartedNotice',
        await teacherChange(user, body.activityId, () => startActivity(db, user, body.activityId)),
      ),
  );
  defineRoute(app, db, c.startReview, ({ user, body }) =>
    teacherChange(user, body.activityId, () => startReview(db, user, body.activityId)),
  );
  defineRoute(
    app,
    db,
    c.dropTeam,
    async ({ user, body }) =>
      new Notice(
        'interactionDroppedNotice',
        await teacherChange(user, body.activityId, () => dropTeam(db, user, body.activityId, body.teamId)),
      ),
  );
  defineRoute(app, db, c.closeReview, ({ user, body }) =>
    teacherChange(user, body.activityId, () => closeReview(db, user, body.activityId)),
  );
  defineRoute(app, db, c.adjust, ({ user, body }) =>
    teacherChange(user, body.activityId, () => adjustScore(db, user, body)),
  );
  defineRoute(app, db, c.personScore, ({ user, body }) =>
    teacherChange(user, body.activityId, () => setPersonScore(db, user, body)),
  );
  defineRoute(
    app,
    db,
    c.publish,
    async ({ user, body }) =>
      new Notice(
        'interactionPublishedNotice',
        await teacherChange(user, body.activityId, () => publish(db, user, body.activityId)),
      ),
  );
  defineRoute(app, db, c.stageHistory, async ({ user, body }) => {
    await getReadableTeam(db, user, body.activityId, body.teamId, true);
    return stageHistory(db, body.teamId, body.stageId);
  });
  defineRoute(app, db, c.export, async ({ user, body }) => {
    const activity = await getChangeableActivity(db, user, body.activityId);
    return exportReport(await loadActivity(db, activity, user.language), user.language);
  });
  defineRoute(app, db, c.scoreHistory, ({ user, body }) => classScoreHistory(db, user, body.classId));
  defineRoute(app, db, c.personScoreHistory, ({ user, body }) => classPersonHistory(db, user, body.classId));

  defineRoute(app, db, c.myList, ({ user }) => listActivities(db, user, null));
  defineRoute(app, db, c.view, ({ user, body }) => view(user, body.activityId));
  defineRoute(app, db, c.joinTeam, async ({ user, body }) => {
    await joinTeam(db, user, body.activityId, body.teamId);
    await changed(body.activityId);
    return view(user, body.activityId);
  });
  defineRoute(app, db, c.save, async ({ user, body }) => {
    const saved = await saveStage(db, user, body);
    await hub.publish(`team:${saved.teamId}`, InteractionEvents.stageSaved, saved.answer);
    return saved.answer;
  });
  defineRoute(app, db, c.myStageHistory, async ({ user, body }) => {
    await getReadableTeam(db, user, body.activityId, body.teamId, user.userType !== UserType.student);
    return stageHistory(db, body.teamId, body.stageId);
  });
  defineRoute(app, db, c.submit, async ({ user, body }) => {
    const { teamId } = await submitTeam(db, user, body);
    await hub.publish(`team:${teamId}`, InteractionEvents.changed, { activityId: body.activityId });
    await changed(body.activityId);
    return new Notice('interactionSubmittedNotice', await view(user, body.activityId));
  });
  defineRoute(app, db, c.review, async ({ user, body }) => {
    await submitReview(db, user, body);
    await changed(body.activityId);
    return new Notice('interactionReviewSaved', await view(user, body.activityId));
  });
  defineRoute(app, db, c.history, ({ user }) => personHistory(db, user));
}
