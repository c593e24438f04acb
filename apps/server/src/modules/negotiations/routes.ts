/**
 * Negotiation contests' calls (docs/api.md "Negotiation contests"). Every change pushes "look
 * again" to the class's room (`class:{classId}`, its students and staff) and the contest's
 * (`negotiation:{contestId}`, whoever judges it, invited teachers included), so the teacher's live
 * page and both teams of a pairing see each turn, phase and clock start at once; the data itself
 * is read through the policy-checked calls, so a push never carries a side's brief.
 */
import { NegotiationEvents, negotiationCalls } from '@lingua/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/database';
import { AppError } from '../../platform/errors';
import type { JobRunner } from '../../platform/jobs/runner';
import type { RealtimeHub } from '../../platform/realtime/hub';
import type { SessionUser } from '../../platform/request-context';
import { defineRoute, Notice } from '../../platform/route';
import type { FileStorage } from '../../platform/storage';
import type { AssistantEngines } from '../assistant/engines';
import { loadContest, presentDetail, presentStudentView } from './contest-data';
import { advance, createContest, formTeams, listCases, listContests, scoreTeam } from './contests';
import { invitedJudges, judgeCandidates, setJudges } from './judges';
import { getJudgedContest, getStudentContest, mayRunContest } from './negotiation-policy';
import { publicContests } from './public';
import { scheduleRoundClose, settleRound } from './round-close';
import { studentContests } from './student-list';
import { lineAudio, platformTurn, simulationTurn } from './turns';

export function registerNegotiationRoutes(
  app: FastifyInstance,
  db: Db,
  hub: RealtimeHub,
  storage: FileStorage,
  engines: AssistantEngines,
  jobs: JobRunner,
): void {
  const c = negotiationCalls;

  // The class's room reaches its students and staff; the contest's room its judges (invited
  // teachers are not in the class), for the judge's page only.
  hub.defineRoom('negotiation', (user, id) =>
    getJudgedContest(db, user, id).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError) return false;
        throw error;
      },
    ),
  );
  const changed = async (classId: number, contestId: number) => {
    await hub.publish(`class:${classId}`, NegotiationEvents.changed, { contestId });
    await hub.publish(`negotiation:${contestId}`, NegotiationEvents.changed, { contestId });
  };
  // A round past its clock is closed before anyone reads it, and by the job when nobody does.
  const closed = ({ classId, contestId }: { classId: number; contestId: number }) => changed(classId, contestId);
  scheduleRoundClose(jobs, db, closed);

  const detail = async (user: SessionUser, contestId: number) => {
    const contest = await settleRound(db, await getJudgedContest(db, user, contestId), closed);
    const [rows, judges, mayRun] = await Promise.all([
      loadContest(db, contest),
      invitedJudges(db, contest.id),
      mayRunContest(db, user, contest.id),
    ]);
    return presentDetail(rows, user.language, { judges, mayRun });
  };
  const view = async (user: SessionUser, contestId: number) => {
    const { contest, team } = await getStudentContest(db, user, contestId);
    return presentStudentView(await loadContest(db, await settleRound(db, contest, closed)), team, user.language);
  };

  /** A teacher's change: do it, push "look again", answer the fresh detail. */
  const teacherChange = async (user: SessionUser, contestId: number, change: () => Promise<unknown>) => {
    await change();
    const fresh = await detail(user, contestId);
    await changed(fresh.classId, contestId);
    return fresh;
  };
  const studentTurn = async (user: SessionUser, contestId: number, turn: () => Promise<unknown>) => {
    await turn();
    const fresh = await view(user, contestId);
    await changed(fresh.classId, contestId);
    return fresh;
  };

  defineRoute(app, db, c.cases, async () => listCases());
  defineRoute(app, db, c.list, ({ user, body }) => listContests(db, user, body.classId, user.language));
  defineRoute(app, db, c.create, async ({ user, body }) => {
    const id = await createContest(db, user, body);
    return new Notice('negotiationCreated', await detail(user, id));
  });
  defineRoute(app, db, c.detail, ({ user, body }) => detail(user, body.contestId));
  defineRoute(app, db, c.formTeams, ({ user, body }) =>
    teacherChange(user, body.contestId, () => formTeams(db, user, body)),
  );
  defineRoute(app, db, c.advance, async ({ user, body }) => {
    const fresh = await teacherChange(user, body.contestId, () => advance(db, user, body));
    return fresh.phase === 'published' ? new Notice('negotiationPublishedNotice', fresh) : fresh;
  });
  defineRoute(app, db, c.score, ({ user, body }) =>
    teacherChange(user, body.contestId, () => scoreTeam(db, user, body)),
  );

  defineRoute(app, db, c.judgeCandidates, ({ user, body }) => judgeCandidates(db, user, body.contestId));
  defineRoute(app, db, c.setJudges, async ({ user, body }) => {
    const fresh = await teacherChange(user, body.contestId, () => setJudges(db, user, body.contestId, body.judgeIds));
    return new Notice('negotiationJudgesSaved', fresh);
  });

  defineRoute(app, db, c.studentList, ({ user }) => studentContests(db, user, user.language));
  defineRoute(app, db, c.view, ({ user, body }) => view(user, body.contestId));
  defineRoute(app, db, c.simulationTurn, ({ user, body }) =>
    studentTurn(user, body.contestId, () => simulationTurn(db, user, body.contestId, body.text)),
  );
  defineRoute(app, db, c.platformTurn, ({ user, body }) =>
    studentTurn(user, body.contestId, () => platformTurn(db, user, body.contestId, body.text)),
  );
  defineRoute(app, db, c.lineAudio, ({ user, body }) =>
    lineAudio(db, storage, engines, user, body.contestId, body.line),
  );

  defineRoute(app, db, c.publicList, () => publicContests(db));
}
