/**
 * `npm run competition -w @lingua/bench` (DATABASE_URL required): a public competition's round on
 * PostgreSQL (issue 20). N entrants, half of them from a second school, start the round together
 * (the exam storm's clients, exam-scenario.ts, with the organiser's board open), save every 15 s,
 * then hand in within the submit window while V visitors hold /compscore open (polling every 3 s as
 * the page does) and one watcher reads it every 250 ms. Prints start and save p99, the scoreboard's
 * read p99 under the load, and its update delay: from a hand-in's answer to the first scoreboard
 * reading that counts it (a page adds up to its 3 s poll on top).
 *
 *   --n 5000        entrants          --arrival 10    seconds over which they start
 *   --duration 60   seconds of saves  --submit 20     seconds over which they hand in
 *   --viewers 200   scoreboard pages  --port 3471
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPaper, percentile, post, prepareStudentsWithSessions, type Timed } from './exam-clients';
import { type ExamCtx, examScenario } from './exam-scenario';
import { startServer } from './server-process';

const print = (line: string) => process.stdout.write(`${line}\n`);
const { values: args } = parseArgs({
  options: {
    n: { type: 'string', default: '5000' },
    arrival: { type: 'string', default: '10' },
    duration: { type: 'string', default: '60' },
    submit: { type: 'string', default: '20' },
    viewers: { type: 'string', default: '200' },
    port: { type: 'string', default: '3471' },
  },
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ORGANISER = '13800000026';
const SECOND_SCHOOL_TEACHER = '13800000099';
const VIEWER_POLL_MS = 3000;
const WATCH_MS = 250;

interface Board {
  finished: number;
}

/** The organiser's public competition with one round open now, on a true/false paper; its ids. */
async function publicRound(url: string, organiser: string) {
  const C = '/openApi/competitionTeacher';
  const saved = await post<{ abilityCompId: number }>(
    url,
    `${C}/competition/save`,
    { abilityCompName: '全国商务英语公开赛（压测）', isPublicCompetition: 1, eligibility: 0 },
    organiser,
  );
  const abilityCompId = saved.data?.abilityCompId ?? 0;
  const now = Date.now();
  const period = await post<{ examId: number; periodId: number }>(
    url,
    `${C}/period/save`,
    {
      abilityCompId,
      stage: 'preliminary',
      name: '初赛',
      paperId: await createPaper(url, organiser),
      opensAt: new Date(now - 60_000).toISOString(),
      closesAt: new Date(now + 3 * 3600_000).toISOString(),
      timeLimitMinutes: 120,
    },
    organiser,
  );
  if (!period.data) throw new Error('the round was not created');
  return { abilityCompId, ...period.data };
}

/**
 * What registering writes for each entrant (competition-public/register → enterCompetition):
 * the entry with the entrant's own school, and their place in the competition's class.
 */
async function admit(pool: pg.Pool, abilityCompId: number, ids: number[], otherSchoolIds: number[]) {
  if (otherSchoolIds.length > 0) {
    await pool.query(
      `update users set school_id = (select school_id from users where mobile = $1) where id = any($2::int[])`,
      [SECOND_SCHOOL_TEACHER, otherSchoolIds],
    );
  }
  await pool.query(
    `insert into competition_entries (competition_id, student_id, school_id)
     select $1, u.id, u.school_id from users u where u.id = any($2::int[])`,
    [abilityCompId, ids],
  );
  await pool.query(
    `insert into class_students (class_id, student_id)
     select (select class_id from competitions where id = $1), unnest($2::int[])`,
    [abilityCompId, ids],
  );
}

/** Scoreboard pages polling as the page does, each read timed; stops when told. */
function viewers(url: string, abilityCompId: number, count: number) {
  const reads: Timed[] = [];
  let running = true;
  const loops = Array.from({ length: count }, async (_v, i) => {
    await sleep((i * VIEWER_POLL_MS) / count);
    while (running) {
      reads.push((await post(url, '/openApi/competitionPublic/scoreboard', { abilityCompId })).timed);
      await sleep(VIEWER_POLL_MS);
    }
  });
  return {
    reads,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function main(): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('set DATABASE_URL (PostgreSQL) for the competition benchmark');
  const n = Number(args.n);
  const name = `lingua_comp_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(base);
  target.pathname = `/${name}`;
  const server = await startServer({ port: Number(args.port), databaseUrl: target.toString() });
  const pool = new pg.Pool({ connectionString: target.toString(), max: 2 });
  try {
    const url = server.url;
    const organiser =
      (await post<{ token: string }>(url, '/openApi/login/login', { mobile: ORGANISER, password: 'lingua123' })).data
        ?.token ?? '';
    const o = (await pool.query('select id, school_id from users where mobile = $1', [ORGANISER])).rows[0];
    const round = await publicRound(url, organiser);
    const students = await prepareStudentsWithSessions(pool, n);
    const ids = students.map((s) => s.id);
    await admit(
      pool,
      round.abilityCompId,
      ids,
      ids.filter((_id, i) => i % 2 === 1),
    );
    const ctx: ExamCtx = { urls: [url], pool, teacher: organiser, teacherId: o.id, schoolId: o.school_id, paperId: 0 };
    print(
      `Public competition round: ${n} entrants (half of another school) starting within ${args.arrival} s, saves for ${args.duration} s, hand-ins within ${args.submit} s, ${args.viewers} scoreboard pages; server, clients and PostgreSQL on one ${os.cpus().length}-core machine`,
    );
    const pages = viewers(url, round.abilityCompId, Number(args.viewers));
    const run = await examScenario(ctx, students, {
      arrivalSeconds: Number(args.arrival),
      seconds: Number(args.duration),
      examId: round.examId,
    });
    // The watcher: when each count of hand-ins first shows on the scoreboard.
    const seenAt: number[] = [];
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const r = await post<Board>(url, '/openApi/competitionPublic/scoreboard', {
          abilityCompId: round.abilityCompId,
        });
        const at = performance.now();
        for (let k = seenAt.length; k < (r.data?.finished ?? 0); k++) seenAt[k] = at;
        await sleep(WATCH_MS);
      }
    })();
    const windowMs = Number(args.submit) * 1000;
    const acks: number[] = [];
    let failedSubmits = 0;
    await Promise.all(
      run.attempts.map(async (a, i) => {
        await sleep((i * windowMs) / run.attempts.length);
        const r = await post(a.url, '/openApi/student/exam/submit', { attemptId: a.attemptId }, a.token);
        if (r.timed.ok) acks.push(performance.now());
        else failedSubmits++;
      }),
    );
    const deadline = performance.now() + 30_000;
    while (seenAt.length < acks.length && performance.now() < deadline) await sleep(WATCH_MS);
    watching = false;
    await watcher;
    await pages.stop();
    acks.sort((a, b) => a - b);
    const delays = acks.map((ack, k) => (seenAt[k] ?? Number.NaN) - ack).filter((d) => Number.isFinite(d));
    const p = (xs: Timed[], q: number) =>
      percentile(
        xs.map((x) => x.ms),
        q,
      );
    print(
      `  start p50 ${p(run.starts, 50)} ms p99 ${p(run.starts, 99)} ms (${run.starts.filter((s) => !s.ok).length} failed, ${run.startRefusals} refusals retried) · save p50 ${p(run.saves, 50)} ms p99 ${p(run.saves, 99)} ms (${run.saves.length} saves)`,
    );
    print(
      `  scoreboard read p50 ${p(pages.reads, 50)} ms p99 ${p(pages.reads, 99)} ms (${pages.reads.length} reads) · update delay p50 ${percentile(delays, 50)} ms p99 ${percentile(delays, 99)} ms (${delays.length} of ${acks.length} hand-ins seen, ${failedSubmits} failed) · load ${os.loadavg()[0]?.toFixed(1)}`,
    );
  } finally {
    await pool.end();
    await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
