/**
 * `npm run realtime -w @lingua/bench`: the online classroom under a class-sized storm. For each
 * class size N a teacher starts a live lesson; N students hold a WebSocket each and sign in within
 * the same second; the teacher pushes quick questions and every student answers at once. Printed:
 * sign-in request latency, the delay until each sign-in shows on the teacher's socket, the fan-out
 * delay of a pushed question to every student, and errors. On PostgreSQL (DATABASE_URL) the
 * teacher and the students sit on two different server instances, so every push crosses
 * LISTEN/NOTIFY. Numbers, not verdicts.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import ExcelJS from 'exceljs';
import { WebSocket } from 'ws';
import { call, type Envelope, percentile, pool, signIn } from './bench-client';
import { withFreshPostgres } from './fresh-postgres';
import { type RunningServer, startServer } from './server-process';

const print = (line: string) => process.stdout.write(`${line}\n`);
const SIZES = (process.env.BENCH_REALTIME_N ?? '40,200').split(',').map(Number);
const FIXED_CODE = '2468';

const figures = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(0).padStart(4)} ms  p99 ${percentile(values, 99).toFixed(0).padStart(4)} ms  max ${Math.max(
    ...values,
  )
    .toFixed(0)
    .padStart(4)} ms`;

interface Socket {
  ws: WebSocket;
  /** Adds a handler; answers the function that removes it. */
  onEvent(handler: (event: string, data: unknown) => void): () => void;
}

/** Opens a socket, authenticates and joins one room; resolves once subscribed. */
function openSocket(base: string, token: string, room: string): Promise<Socket> {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/openApi/realtime`);
  const handlers: ((event: string, data: unknown) => void)[] = [];
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; event?: string; data?: unknown };
      if (message.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', room }));
      else if (message.type === 'subscribed')
        resolve({
          ws,
          onEvent: (h) => {
            handlers.push(h);
            return () => handlers.splice(handlers.indexOf(h), 1);
          },
        });
      else if (message.type === 'denied' || message.type === 'error') reject(new Error(JSON.stringify(message)));
      else if (message.type === 'event') for (const h of handlers) h(message.event ?? '', message.data);
    });
  });
}

async function studentsWorkbook(n: number, prefix: string): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生');
  sheet.addRow(['手机号', '姓名']);
  for (let i = 0; i < n; i++) sheet.addRow([`${prefix}${String(i).padStart(4, '0')}`, `压测学生${i + 1}`]);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** A class of `n` new students for the demo teacher; answers the class and the students' tokens. */
async function classOf(base: string, teacherToken: string, n: number) {
  const courses = await call<{ courseId: number }[]>(
    base,
    '/openApi/resourceManage/lesson/teacherLessonList',
    {},
    teacherToken,
  );
  const klass = await call<{ classId: number }>(
    base,
    '/openApi/teacher/manage/class/createClass',
    { className: `压测班 ${n}`, courseId: courses[0]?.courseId },
    teacherToken,
  );
  // 177 + 4 random digits + a 4-digit index: a fresh, valid mobile number per student per run.
  const prefix = `177${String(randomBytes(2).readUInt16BE() % 10_000).padStart(4, '0')}`;
  const form = new FormData();
  form.append('classId', String(klass.classId));
  form.append('file', await studentsWorkbook(n, prefix), 'students.xlsx');
  const imported = await fetch(`${base}/openApi/teacher/manage/class/importStudents`, {
    method: 'POST',
    headers: { token: teacherToken },
    body: form,
  });
  const result = (await imported.json()) as Envelope<{ created: number }>;
  if (result.data?.created !== n) throw new Error(`import: ${JSON.stringify(result).slice(0, 300)}`);
  const mobiles = Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
  // A new account's first password is its last six digits (docs/api.md importStudents).
  const tokens = await pool(mobiles, 16, (m) => signIn(base, m, m.slice(-6)));
  return { classId: klass.classId, tokens };
}

async function storm(teacherBase: string, studentBase: string, n: number): Promise<void> {
  const teacherToken = await signIn(teacherBase, '13800000002', 'lingua123');
  const { classId, tokens } = await classOf(teacherBase, teacherToken, n);
  const lesson = await call<{ lessonId: number }>(
    teacherBase,
    '/openApi/teacher/onlineLesson/start',
    { classId, title: `压测课堂 ${n}`, signInMode: 'fixed', fixedCode: FIXED_CODE },
    teacherToken,
  );
  const room = `lesson:${lesson.lessonId}`;
  const teacher = await openSocket(teacherBase, teacherToken, room);
  const students = await pool(tokens, 32, (token) => openSocket(studentBase, token, room));

  // Sign-in storm: every student at once; the teacher's socket hears each one.
  const seenAt: number[] = [];
  teacher.onEvent((event, data) => {
    if (event === 'attendance' && data) seenAt.push(performance.now());
  });
  const started = performance.now();
  let errors = 0;
  const requestMs = await Promise.all(
    tokens.map(async (token) => {
      const t0 = performance.now();
      await call(
        studentBase,
        '/openApi/student/onlineLesson/signIn',
        { lessonId: lesson.lessonId, code: FIXED_CODE },
        token,
      ).catch(() => {
        errors += 1;
      });
      return performance.now() - t0;
    }),
  );
  const waitUntil = async (done: () => boolean, ms = 10_000) => {
    const deadline = performance.now() + ms;
    while (!done() && performance.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  };
  await waitUntil(() => seenAt.length >= n);
  print(`  N = ${n}`);
  print(`    sign-in request                     ${figures(requestMs)}   errors ${errors}`);
  print(
    `    sign-in seen on teacher's socket    ${figures(seenAt.map((t) => t - started))}   (${seenAt.length}/${n} arrived, from the storm's start)`,
  );

  // Question fan-out, five times: from the push request to each student's socket.
  const fanOut: number[] = [];
  let missed = 0;
  for (let q = 0; q < 5; q++) {
    // Arrivals are matched to the pushed question by id: a close event of the previous question
    // may still be on its way through LISTEN/NOTIFY.
    const seen = new Map<number, number[]>();
    const removers = students.map((s) =>
      s.onEvent((event, data) => {
        const id = (data as { questionId?: number } | null)?.questionId;
        if (event !== 'question' || id === undefined) return;
        seen.set(id, [...(seen.get(id) ?? []), performance.now()]);
      }),
    );
    const t0 = performance.now();
    const question = await call<{ questionId: number }>(
      teacherBase,
      '/openApi/teacher/onlineLesson/pushQuestion',
      { lessonId: lesson.lessonId, title: `Which reply is polite? (${q + 1})`, options: ['A', 'B'], correct: [0] },
      teacherToken,
    );
    await waitUntil(() => (seen.get(question.questionId)?.length ?? 0) >= n);
    for (const remove of removers) remove();
    const arrivals = seen.get(question.questionId) ?? [];
    missed += n - arrivals.length;
    fanOut.push(...arrivals.map((t) => t - t0));
    // Everyone answers at once.
    const answerMs = await Promise.all(
      tokens.map(async (token) => {
        const a0 = performance.now();
        await call(
          studentBase,
          '/openApi/student/onlineLesson/answer',
          { lessonId: lesson.lessonId, questionId: question.questionId, answer: [0] },
          token,
        ).catch(() => {
          errors += 1;
        });
        return performance.now() - a0;
      }),
    );
    if (q === 4) print(`    answer request (all at once)        ${figures(answerMs)}`);
    await call(
      teacherBase,
      '/openApi/teacher/onlineLesson/closeQuestion',
      { lessonId: lesson.lessonId, questionId: question.questionId },
      teacherToken,
    );
  }
  print(`    question push to every student      ${figures(fanOut)}   (5 questions, ${missed} deliveries missed)`);
  await call(teacherBase, '/openApi/teacher/onlineLesson/end', { lessonId: lesson.lessonId }, teacherToken);
  for (const s of [teacher, ...students]) s.ws.close();
}

async function main(): Promise<void> {
  print(
    `Lingua realtime benchmark · ${new Date().toISOString()} · node ${process.version} · ${os.cpus().length} cores`,
  );
  print('\nPGlite, one instance:');
  const single = await startServer({ port: 3421 });
  try {
    for (const n of SIZES) await storm(single.url, single.url, n);
  } finally {
    await single.stop();
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    print('\nPostgreSQL, two instances: skipped (set DATABASE_URL)');
    return;
  }
  await withFreshPostgres(url, async (fresh) => {
    print('\nPostgreSQL, two instances (teacher on one, students on the other):');
    // The second starts once the first has migrated and seeded the database.
    const a: RunningServer = await startServer({ port: 3422, databaseUrl: fresh });
    const b: RunningServer = await startServer({ port: 3423, databaseUrl: fresh });
    try {
      for (const n of SIZES) await storm(a.url, b.url, n);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
