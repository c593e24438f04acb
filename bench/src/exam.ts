/**
 * `npm run exam -w @lingua/bench` (DATABASE_URL required): an exam at school scale on PostgreSQL
 * (issue 21). N students start one exam within the arrival window with the invigilation board
 * open and reading, then each saves an answer every 15 s for the duration (exam-scenario.ts); then
 * 64 savers save as fast as they can, and pgbench's simple-update runs on the same database in the
 * same run, for the ratio. Server(s), PostgreSQL and the load client share this machine's cores.
 *
 *   --n 10000            students (a list runs each in turn: --n 2500,5000,10000)
 *   --arrival 30         seconds over which they start
 *   --duration 300       seconds of saves after the arrival window
 *   --instances 1        server instances (a list runs each variant: --instances 1,2); with two, the
 *                        students are spread over both in turn, as behind a load balancer
 *   --capacity 20        seconds of the 64-saver phase
 *   --port 3461          the first instance's port (the next ones count up)
 *
 * The environment's EXAM_BENCH_N, EXAM_BENCH_SECONDS, EXAM_BENCH_ARRIVAL, EXAM_BENCH_INSTANCES and
 * EXAM_BENCH_PORT set the same. `npm run exam:school -w @lingua/bench` is the run: 10,000
 * students in 30 s, 5 minutes of saves, one instance and then two.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPaper, percentile, post, prepareStudentsWithSessions, type Timed } from './exam-clients';
import { type ExamCtx, type ExamRun, examScenario, saveCapacity } from './exam-scenario';
import { type RunningServer, startServer } from './server-process';

const print = (line: string) => process.stdout.write(`${line}\n`);
const { values: args } = parseArgs({
  options: {
    n: { type: 'string', default: process.env.EXAM_BENCH_N ?? '10000' },
    arrival: { type: 'string', default: process.env.EXAM_BENCH_ARRIVAL ?? '30' },
    duration: { type: 'string', default: process.env.EXAM_BENCH_SECONDS ?? '300' },
    instances: { type: 'string', default: process.env.EXAM_BENCH_INSTANCES ?? '1' },
    capacity: { type: 'string', default: '20' },
    port: { type: 'string', default: process.env.EXAM_BENCH_PORT ?? '3461' },
  },
});
const list = (value: string) =>
  value
    .split(',')
    .map(Number)
    .filter((x) => x > 0);

function report(run: ExamRun, instances: number): void {
  const p = (xs: Timed[], q: number) =>
    percentile(
      xs.map((x) => x.ms),
      q,
    );
  const errors = run.starts.filter((x) => !x.ok).length + run.saves.filter((x) => !x.ok).length;
  print(
    `  N=${run.n} on ${instances} instance(s): start p50 ${p(run.starts, 50)} ms p99 ${p(run.starts, 99)} ms · save p50 ${p(run.saves, 50)} ms p99 ${p(run.saves, 99)} ms (${run.saves.length} saves, ${(run.saves.length / run.seconds).toFixed(1)}/s) · board read p99 ${p(run.boardReads, 99)} ms (${run.boardReads.length} reads, ${run.boardEvents} pushes)`,
  );
  print(
    `    errors ${errors} · start refusals (retried) ${run.startRefusals} · save refusals (resent) ${run.saveRefusals}, needing more than one resend ${run.longRefusals} · load ${os.loadavg()[0]?.toFixed(1)}`,
  );
}

function pgbenchTps(databaseUrl: string): number {
  spawnSync('pgbench', ['-i', '-s', '1', '-q', databaseUrl], { stdio: 'ignore' });
  const out = spawnSync('pgbench', ['-b', 'simple-update', '-c', '8', '-j', '2', '-T', '20', databaseUrl], {
    encoding: 'utf8',
  });
  const m = /tps = ([\d.]+)/.exec(out.stdout ?? '');
  return m ? Number(m[1]) : 0;
}

/** One variant: a fresh database, `instances` servers on it, each N in turn. */
async function variant(base: string, instances: number, ns: number[]): Promise<void> {
  const name = `lingua_exam_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(base);
  target.pathname = `/${name}`;
  const databaseUrl = target.toString();
  const servers: RunningServer[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    // The first migrates and seeds; the others start on the ready database.
    for (let i = 0; i < instances; i++) servers.push(await startServer({ port: Number(args.port) + i, databaseUrl }));
    const urls = servers.map((s) => s.url);
    const teacher =
      (
        await post<{ token: string }>(urls[0] as string, '/openApi/login/login', {
          mobile: '13800000007',
          password: 'lingua123',
        })
      ).data?.token ?? '';
    const t = (await pool.query("select id, school_id from users where mobile = '13800000007'")).rows[0];
    const ctx: ExamCtx = {
      urls,
      pool,
      teacher,
      teacherId: t.id,
      schoolId: t.school_id,
      paperId: await createPaper(urls[0] as string, teacher),
    };
    const students = await prepareStudentsWithSessions(pool, Math.max(...ns));
    print(
      `\n${instances} instance(s) on PostgreSQL, server(s), clients and database on one ${os.cpus().length}-core machine (load ${os.loadavg()[0]?.toFixed(1)}):`,
    );
    // Warm-up (JIT, first plans, pool connections), not reported.
    await examScenario(ctx, students.slice(0, 20), { arrivalSeconds: 2, seconds: 3 });
    let last: ExamRun | undefined;
    for (const n of ns) {
      last = await examScenario(ctx, students.slice(0, n), {
        arrivalSeconds: Number(args.arrival),
        seconds: Number(args.duration),
      });
      report(last, instances);
    }
    if (!last) return;
    const capacity = await saveCapacity(last, Number(args.capacity));
    const tps = pgbenchTps(databaseUrl);
    print(`  Peak saves (64 savers, ${args.capacity} s): ${capacity.toFixed(0)} saves/s`);
    print(`  pgbench simple-update (8 clients, same database, same run): ${tps.toFixed(0)} tps`);
    print(`  Ratio saves/s ÷ pgbench updates/s: ${(capacity / (tps || 1)).toFixed(2)}`);
  } finally {
    await pool.end();
    for (const server of servers.reverse()) await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('set DATABASE_URL (PostgreSQL) for the exam benchmark');
  const ns = list(args.n);
  print(
    `Exam at school scale: N = ${ns.join(', ')} starting within ${args.arrival} s, then a save every 15 s for ${args.duration} s`,
  );
  for (const instances of list(args.instances)) await variant(base, instances, ns);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
