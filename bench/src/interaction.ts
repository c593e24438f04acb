/**
 * `npm run interaction -w @lingua/bench` (DATABASE_URL: PostgreSQL): the interactive group
 * training with a class of 60 in 12 teams of 5 all writing at once. Each student holds a WebSocket
 * on their team's room; in each of 10 rounds every student saves their stage (member k writes
 * stage k mod 4, two members share stage 1, so stale saves happen as in class) on the revision they
 * last saw. Printed: the latency of a save (accepted and refused apart), and the delay from a save's
 * request to its arrival on each teammate's socket. Numbers, not verdicts.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import ExcelJS from 'exceljs';
import { WebSocket } from 'ws';
import { call, type Envelope, percentile, pool, post, signIn } from './bench-client';
import { withFreshPostgres } from './fresh-postgres';
import { startServer } from './server-process';

const print = (line: string) => process.stdout.write(`${line}\n`);
const STUDENTS = Number(process.env.BENCH_INTERACTION_N ?? 60);
const TEAM_SIZE = 5;
const ROUNDS = 10;
const TEACHER = '13800000017';

const figures = (values: number[]) =>
  `n ${String(values.length).padStart(4)}  p50 ${percentile(values, 50).toFixed(0).padStart(4)} ms  p99 ${percentile(
    values,
    99,
  )
    .toFixed(0)
    .padStart(4)} ms  max ${Math.max(...values)
    .toFixed(0)
    .padStart(4)} ms`;

type Saved = { stageId: number; revision: number; text: string };

function openTeamSocket(base: string, token: string, room: string, onSaved: (s: Saved) => void): Promise<WebSocket> {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/openApi/realtime`);
  return new Promise((resolve, reject) => {
    ws.on('error', reject);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString()) as { type: string; event?: string; data?: unknown };
      if (m.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', room }));
      else if (m.type === 'subscribed') resolve(ws);
      else if (m.type === 'denied' || m.type === 'error') reject(new Error(JSON.stringify(m)));
      else if (m.type === 'event' && m.event === 'interaction.stageSaved' && m.data) onSaved(m.data as Saved);
    });
  });
}

/** A class of `n` new students (imported, first password changed); the class and the tokens. */
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
    { className: `互动实训压测班 ${n}`, courseId: courses[0]?.courseId },
    teacherToken,
  );
  const prefix = `176${String(randomBytes(2).readUInt16BE() % 10_000).padStart(4, '0')}`;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('学生');
  sheet.addRow(['手机号', '姓名']);
  for (let i = 0; i < n; i++) sheet.addRow([`${prefix}${String(i).padStart(4, '0')}`, `压测学生${i + 1}`]);
  const form = new FormData();
  form.append('classId', String(klass.classId));
  form.append('file', new Blob([await workbook.xlsx.writeBuffer()]), 'students.xlsx');
  const imported = await fetch(`${base}/openApi/teacher/manage/class/importStudents`, {
    method: 'POST',
    headers: { token: teacherToken },
    body: form,
  });
  const result = (await imported.json()) as Envelope<{ created: number }>;
  if (result.data?.created !== n) throw new Error(`import: ${JSON.stringify(result).slice(0, 300)}`);
  const mobiles = Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(4, '0')}`);
  // A new account's first password is its last six digits; it must be changed before anything else.
  const tokens = await pool(mobiles, 8, async (m) => {
    const token = await signIn(base, m, m.slice(-6));
    await call(
      base,
      '/openApi/overall/updatePassword',
      { oldPassword: m.slice(-6), password: 'bench2026', confirmPassword: 'bench2026' },
      token,
    );
    return token;
  });
  return { classId: klass.classId, tokens };
}

async function storm(base: string): Promise<void> {
  const teacherToken = await signIn(base, TEACHER, 'lingua123');
  const { classId, tokens } = await classOf(base, teacherToken, STUDENTS);
  const scenarios = await call<{ trainingId: number; stageCount: number }[]>(
    base,
    '/openApi/teacher/interaction/scenarios',
    {},
    teacherToken,
  );
  const scenario = scenarios.find((s) => s.stageCount === 4) ?? scenarios[0];
  if (!scenario) throw new Error('no scenario seeded');
  const { activityId } = await call<{ activityId: number }>(
    base,
    '/openApi/teacher/interaction/create',
    { classId, trainingId: scenario.trainingId, title: '压测', rubric: [{ name: 'Task' }], reviewsPerAnswer: 2 },
    teacherToken,
  );
  await call(
    base,
    '/openApi/teacher/interaction/formTeams',
    { activityId, mode: 'random', teamSize: TEAM_SIZE },
    teacherToken,
  );
  await call(base, '/openApi/teacher/interaction/start', { activityId }, teacherToken);

  type Member = { token: string; teamId: number; stages: number[]; known: Map<number, number>; ws?: WebSocket };
  const members: Member[] = await pool(tokens, 16, async (token) => {
    const view = await call<{ myTeam: { teamId: number }; stages: { stageId: number }[] }>(
      base,
      '/openApi/student/interaction/view',
      { activityId },
      token,
    );
    return { token, teamId: view.myTeam.teamId, stages: view.stages.map((s) => s.stageId), known: new Map() };
  });
  const teams = new Map<number, Member[]>();
  for (const m of members) teams.set(m.teamId, [...(teams.get(m.teamId) ?? []), m]);
  print(`  ${members.length} students in ${teams.size} teams, ${members[0]?.stages.length} stages`);

  // Pending deliveries: "team:stage:revision" → when the save was sent, and teammates still to hear it.
  const sentAt = new Map<string, number>();
  const liveMs: number[] = [];
  await pool(members, 16, async (m) => {
    m.ws = await openTeamSocket(base, m.token, `team:${m.teamId}`, (s) => {
      m.known.set(s.stageId, Math.max(m.known.get(s.stageId) ?? 0, s.revision));
      const at = sentAt.get(`${m.teamId}:${s.stageId}:${s.revision}`);
      if (at !== undefined) liveMs.push(performance.now() - at);
    });
  });

  const acceptedMs: number[] = [];
  const refusedMs: number[] = [];
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(
      [...teams.values()].flatMap((team) =>
        team.map(async (m, k) => {
          const stageId = m.stages[k % m.stages.length] as number;
          const revision = m.known.get(stageId) ?? 0;
          const started = performance.now();
          const r = await post<Saved & { current?: Saved }>(
            base,
            '/openApi/student/interaction/save',
            { activityId, stageId, revision, text: `Round ${round}: member ${k} writes a sentence about the offer.` },
            m.token,
          );
          const ms = performance.now() - started;
          if (r.code === 200 && r.data) {
            acceptedMs.push(ms);
            sentAt.set(`${m.teamId}:${stageId}:${r.data.revision}`, started);
            m.known.set(stageId, r.data.revision);
          } else if (r.code === 409) {
            refusedMs.push(ms);
            const current = (r.data as { current?: Saved } | undefined)?.current;
            if (current) m.known.set(stageId, current.revision);
          } else errors++;
        }),
      ),
    );
    await new Promise((r) => setTimeout(r, 300));
  }
  await new Promise((r) => setTimeout(r, 1000));
  print(`  save, accepted                      ${figures(acceptedMs)}`);
  print(`  save, refused as stale (409)        ${figures(refusedMs)}`);
  print(`  live update to each teammate        ${figures(liveMs)}   (from the save's request)`);
  print(`  errors ${errors}`);
  for (const m of members) m.ws?.close();
}

async function main(): Promise<void> {
  print(
    `Lingua interactive training benchmark · ${new Date().toISOString()} · node ${process.version} · ${os.cpus().length} cores`,
  );
  const url = process.env.DATABASE_URL;
  if (!url) {
    print('Set DATABASE_URL to a PostgreSQL server (a fresh database is made and dropped).');
    return;
  }
  await withFreshPostgres(url, async (fresh) => {
    print(`\nPostgreSQL, one instance, ${STUDENTS} students in teams of ${TEAM_SIZE}, ${ROUNDS} rounds:`);
    const server = await startServer({ port: 3232, databaseUrl: fresh });
    try {
      await storm(server.url);
    } finally {
      await server.stop();
    }
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
