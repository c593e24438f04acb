/**
 * `npm run face -w bench` (DATABASE_URL required): the face-check storm. Every student of a class
 * opens a face-check exam within 10 s and sends a camera frame to compareFace; a busy answer (429,
 * the engine's queue is full) is retried after 2 s, as a student would press again. Prints, per
 * class size, the checks per second, p50/p99 of a check that ran, the busy answers, and how long
 * until the last student had passed. The face engine is CPU work on this machine's cores, shared
 * with the simulated students and the database: the figures are a floor.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPaper, newClass, percentile, post, prepareStudents, type Student, type Timed } from './exam-clients';
import { withFreshPostgres } from './fresh-postgres';
import { repoRoot, startServer } from './server-process';

const print = (line: string) => process.stdout.write(`${line}\n`);
const steps = (process.env.FACE_BENCH_N ?? '40,120').split(',').map(Number);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const F = '/openApi/facialRecognition/';

/** A test portrait (apps/server/src/test/photos) scaled as the pages send it, as a data URL. */
function picture(width: number): string {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'lingua-face-bench-')), 'frame.jpg');
  const source = path.join(repoRoot, 'apps/server/src/test/photos/eileen-collins.jpg');
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', source, '-vf', `scale=${width}:-2`, '-q:v', '4', out]);
  return `data:image/jpeg;base64,${readFileSync(out).toString('base64')}`;
}

/** Runs `job` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, job: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(job));
}

interface Storm {
  checks: Timed[];
  busy: number;
  failed: number;
  lastPassSeconds: number;
}

async function storm(url: string, examId: number, students: Student[], camera: string): Promise<Storm> {
  const checks: Timed[] = [];
  let busy = 0;
  let failed = 0;
  let lastPass = 0;
  const begin = performance.now();
  await Promise.all(
    students.map(async (s, i) => {
      await sleep((i * 10_000) / students.length);
      for (let tries = 0; tries < 60; tries++) {
        const started = performance.now();
        const r = await fetch(`${url}${F}compareFace`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: s.token },
          body: JSON.stringify({ examId, image: camera }),
        });
        const envelope = (await r.json()) as { code: number; data?: { passed: boolean } };
        if (envelope.code === 429) {
          busy++;
          await sleep(2000);
          continue;
        }
        checks.push({ ms: performance.now() - started, ok: envelope.code === 200 });
        if (envelope.data?.passed) lastPass = Math.max(lastPass, performance.now() - begin);
        else failed++;
        return;
      }
    }),
  );
  return { checks, busy, failed, lastPassSeconds: lastPass / 1000 };
}

async function main(): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error('set DATABASE_URL (PostgreSQL) for the face benchmark');
  await withFreshPostgres(base, async (databaseUrl) => {
    const server = await startServer({ port: 3462, databaseUrl });
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      const login = await post<{ token: string }>(server.url, '/openApi/login/login', {
        mobile: '13800000009',
        password: 'lingua123',
      });
      const teacher = login.data?.token ?? '';
      const t = (await pool.query("select id, school_id from users where mobile = '13800000009'")).rows[0];
      const paperId = await createPaper(server.url, teacher);
      const students = await prepareStudents(pool, server.url, Math.max(...steps));
      const reference = picture(480);
      const camera = picture(320);
      const saved: Timed[] = [];
      // Face data as each student saves it in the personal centre, four at a time (the engine's width).
      await inBatches(students, 4, async (s) => {
        saved.push((await post(server.url, `${F}addFace`, { image: reference }, s.token)).timed);
      });
      const savedMs = saved.map((x) => x.ms);
      print(`Face check storm (server, engine, clients and PostgreSQL on one ${os.cpus().length}-core machine):`);
      print(
        `  face data: ${saved.filter((x) => x.ok).length}/${saved.length} saved, p50 ${percentile(savedMs, 50)} ms p99 ${percentile(savedMs, 99)} ms`,
      );
      for (const n of steps) {
        const group = students.slice(0, n);
        const classId = await newClass(pool, t.id, t.school_id, group);
        const now = Date.now();
        await post(
          server.url,
          '/openApi/teacher/exam/create',
          {
            paperId,
            classIds: [classId],
            title: `Face storm ${n}`,
            opensAt: new Date(now - 60_000).toISOString(),
            closesAt: new Date(now + 3600_000).toISOString(),
            timeLimitMinutes: 60,
            faceCheck: true,
          },
          teacher,
        );
        const list = await post<{ examId: number }[]>(server.url, '/openApi/teacher/exam/list', { classId }, teacher);
        const run = await storm(server.url, list.data?.[0]?.examId ?? 0, group, camera);
        const ms = run.checks.map((x) => x.ms);
        const passed = run.checks.filter((x) => x.ok).length - run.failed;
        print(
          `  N=${String(n).padEnd(4)} ${passed}/${n} passed, last at ${run.lastPassSeconds.toFixed(1)} s (${(passed / run.lastPassSeconds).toFixed(1)} checks/s) · check p50 ${percentile(ms, 50)} ms p99 ${percentile(ms, 99)} ms · busy answers ${run.busy} · failed ${run.failed}`,
        );
      }
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
