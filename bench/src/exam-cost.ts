/**
 * `npm run exam:cost -w @lingua/bench` (DATABASE_URL required): what one exam start and one save
 * cost, in figures that do not depend on how loaded the machine is (issue 21): the server's CPU
 * ms (its process_cpu_seconds_total before and after), PostgreSQL's CPU ms (its backends for this
 * database, from /proc), statements sent to PostgreSQL (round trips, lingua_db_statements_total)
 * and the bytes of each start's answer. N students start one exam, a few at a time, with the
 * invigilator's board socket open (its pushes are part of a start's cost); then each saves twice
 * (an attempt's first save, and a later one).
 *
 *   --n 2000             students
 *   --concurrency 32     requests in flight at once (below the start gate's limit: no refusals)
 *   --port 3405          the server's port
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  createExam,
  createPaper,
  newClass,
  openBoard,
  post,
  prepareStudentsWithSessions,
  type Student,
} from './exam-clients';
import { withFreshPostgres } from './fresh-postgres';
import { startServer } from './server-process';

const print = (line: string) => process.stdout.write(`${line}\n`);
const { values: args } = parseArgs({
  options: {
    n: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '32' },
    port: { type: 'string', default: '3405' },
  },
});
const BENCH_APP = 'lingua-exam-cost';
const TICK_MS = 1000 / 100; // /proc counts CPU in clock ticks of 10 ms on Linux

interface Meter {
  serverCpuMs: number;
  statements: number;
  dbCpuMs: Map<number, number>;
}

async function metric(url: string, name: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

/** CPU ms of each PostgreSQL backend serving the server on this database (not the bench's own). */
async function backendsCpu(pool: pg.Pool): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and application_name <> $1',
    [BENCH_APP],
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      cpu.set(pid, (Number(f[11]) + Number(f[12])) * TICK_MS);
    } catch {
      // PostgreSQL on another machine, or the backend just ended: not counted.
    }
  }
  return cpu;
}

async function meter(url: string, pool: pg.Pool): Promise<Meter> {
  return {
    serverCpuMs: (await metric(url, 'process_cpu_seconds_total')) * 1000,
    statements: await metric(url, 'lingua_db_statements_total'),
    dbCpuMs: await backendsCpu(pool),
  };
}

function cost(before: Meter, after: Meter, count: number, label: string): void {
  let db = 0;
  let gone = 0;
  for (const [pid, ms] of after.dbCpuMs) db += ms - (before.dbCpuMs.get(pid) ?? 0);
  for (const pid of before.dbCpuMs.keys()) if (!after.dbCpuMs.has(pid)) gone++;
  const per = (x: number) => (x / count).toFixed(2);
  print(
    `  per ${label}: server CPU ${per(after.serverCpuMs - before.serverCpuMs)} ms · PostgreSQL CPU ${per(db)} ms · statements ${per(after.statements - before.statements)}${gone ? ` (${gone} backends ended during the run: their CPU is missing)` : ''}`,
  );
}

/** Runs fn for every student, `concurrency` at a time. */
async function each(students: Student[], concurrency: number, fn: (s: Student) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < students.length) await fn(students[next++] as Student);
    }),
  );
}

/** Waits until the server is idle (its start-up work, the grammar checker's load, done). */
async function settle(url: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const a = await metric(url, 'process_cpu_seconds_total');
    await new Promise((r) => setTimeout(r, 1000));
    if ((await metric(url, 'process_cpu_seconds_total')) - a < 0.03) return;
  }
}

interface Sheet {
  attemptId: number;
  questions: { questionId: number }[];
}

async function examRound(
  url: string,
  pool: pg.Pool,
  teacher: string,
  paperId: number,
  students: Student[],
  show: boolean,
) {
  const t = (await pool.query("select id, school_id from users where mobile = '13800000007'")).rows[0];
  const classId = await newClass(pool, t.id, t.school_id, students);
  const examId = await createExam(url, teacher, paperId, classId, `Cost ${students.length}`);
  const board = await openBoard(url, teacher, examId, 0);
  const concurrency = Number(args.concurrency);
  const sheets = new Map<string, Sheet>();
  let bytes = 0;
  let failed = 0;
  await settle(url);
  const beforeStarts = await meter(url, pool);
  await each(students, concurrency, async (s) => {
    const r = await fetch(`${url}/openApi/student/exam/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: s.token },
      body: JSON.stringify({ examId, device: 'bench' }),
    });
    const text = await r.text();
    bytes += Buffer.byteLength(text);
    const envelope = JSON.parse(text) as { code: number; data?: Sheet };
    if (envelope.code === 200 && envelope.data) sheets.set(s.token, envelope.data);
    else failed++;
  });
  // The board's pushes wait up to 300 ms: let the last go out before reading the meters.
  await new Promise((r) => setTimeout(r, 500));
  const afterStarts = await meter(url, pool);
  // Each student saves twice: the first save of an attempt, then one as the next 15 s bring.
  let saveFailed = 0;
  const saveRound = async (seq: number) =>
    each(students, concurrency, async (s) => {
      const sheet = sheets.get(s.token);
      if (!sheet) return;
      const questionId = sheet.questions[seq % sheet.questions.length]?.questionId;
      const r = await post(
        url,
        '/openApi/student/exam/save',
        { attemptId: sheet.attemptId, questionId, answer: { stu_answer: 'T' }, seq },
        s.token,
      );
      if (!r.timed.ok) saveFailed++;
    });
  await saveRound(1);
  await new Promise((r) => setTimeout(r, 500));
  const afterFirstSaves = await meter(url, pool);
  await saveRound(2);
  await new Promise((r) => setTimeout(r, 500));
  const afterSaves = await meter(url, pool);
  board.close();
  if (!show) return;
  print(
    `N = ${students.length}, ${concurrency} at a time (load ${os.loadavg()[0]?.toFixed(1)}); refused or failed: ${failed} starts, ${saveFailed} saves`,
  );
  cost(beforeStarts, afterStarts, sheets.size, 'start');
  print(`  bytes per start answer: ${(bytes / students.length).toFixed(0)}`);
  cost(afterStarts, afterFirstSaves, sheets.size, 'first save');
  cost(afterFirstSaves, afterSaves, sheets.size, 'next save');
}

async function main(): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('set DATABASE_URL (PostgreSQL) for the exam cost benchmark');
  const n = Number(args.n);
  await withFreshPostgres(base, async (databaseUrl) => {
    const server = await startServer({ port: Number(args.port), databaseUrl });
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, application_name: BENCH_APP });
    try {
      const teacher =
        (
          await post<{ token: string }>(server.url, '/openApi/login/login', {
            mobile: '13800000007',
            password: 'lingua123',
          })
        ).data?.token ?? '';
      const paperId = await createPaper(server.url, teacher);
      const students = await prepareStudentsWithSessions(pool, n + 100);
      // Warm-up (JIT, first plans, the pool's connections), not reported.
      await examRound(server.url, pool, teacher, paperId, students.slice(n), false);
      await examRound(server.url, pool, teacher, paperId, students.slice(0, n), true);
    } finally {
      await pool.end();
      await server.stop();
    }
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
