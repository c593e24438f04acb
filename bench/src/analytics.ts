/**
 * `npm run analytics -w @lingua/bench` (DATABASE_URL required): the class data report at school
 * scale on PostgreSQL. Seeds a school of 2,000 students (40 classes of 40 and one lecture class of
 * 400) who each submitted 50 trainings of 30 questions over the last six months (100,000 attempts,
 * 3,000,000 answers), then times every data-report call, the grade book and a student's own
 * analytics on a class of 40 and on the class of 400 through the running server. Prints p50 and max per call; the bar is under a second.
 * Client, server and database share this machine's cores: the figures are a ceiling of what a
 * quiet server would take.
 */
import pg from 'pg';
import { percentile, post } from './exam-clients';
import { withFreshPostgres } from './fresh-postgres';
import { startServer } from './server-process';

const print = (line: string) => process.stdout.write(`${line}\n`);
const TRAININGS = 50;
const QUESTIONS = 30;
const RUNS = Number(process.env.ANALYTICS_BENCH_RUNS ?? 10);

async function seed(pool: pg.Pool): Promise<{ small: number; large: number }> {
  const started = performance.now();
  const [{ school_id: schoolId, id: teacherId }] = (
    await pool.query("select school_id, id from users where mobile = '13800000001'")
  ).rows;
  const [{ password_hash: hash }] = (await pool.query("select password_hash from users where mobile = '13900000001'"))
    .rows;
  await pool.query(
    `insert into users (school_id, mobile, name, user_type, password_hash)
     select $1, '1771' || lpad(g::text, 7, '0'), '学生' || g, 2, $2 from generate_series(1, 2000) g`,
    [schoolId, hash],
  );
  // 41 classes: numbers 1-40 take 40 students each, number 41 the last 400.
  await pool.query(
    `insert into classes (school_id, teacher_id, name, class_code)
     select $1, $2, '压测' || g || '班', 'B' || lpad(g::text, 5, '0') from generate_series(1, 41) g`,
    [schoolId, teacherId],
  );
  await pool.query(`
    insert into class_students (class_id, student_id)
    select c.id, u.id from users u
    join classes c on c.name = '压测' || (least((substring(u.mobile from 5)::int - 1) / 40 + 1, 41)) || '班'
    where u.mobile like '1771%'`);
  await pool.query(
    `insert into trainings (school_id, key, kind, title, intro, background, settings)
     select $1, 'bench-' || g, (array['readSkill','hearingSkill','writingSkill','translateSkill'])[g % 4 + 1],
       jsonb_build_object('cn', '压测实训 ' || g, 'en', 'Bench training ' || g),
       '{"cn":"","en":""}'::jsonb, '[]'::jsonb, '{}'::jsonb
     from generate_series(1, ${TRAININGS}) g`,
    [schoolId],
  );
  await pool.query(`
    insert into training_questions (training_id, sort, subject_type, stem, full_mark, analysis, content)
    select t.id, q - 1, 10, 'Which trade term puts the freight on the seller? (' || q || ')', 2,
      '{"cn":"","en":""}'::jsonb,
      '{"options":[{"key":"A","text":"FOB"},{"key":"B","text":"CIF"}],"multiple":false,"answer":["B"]}'::jsonb
    from trainings t, generate_series(1, ${QUESTIONS}) q where t.key like 'bench-%'`);
  // Each student submits every training once, on a day of the last six months.
  await pool.query(
    `
    insert into training_attempts (school_id, class_id, student_id, training_id, status, started_at, submitted_at,
      duration_seconds, auto_score, score, full_mark)
    select $1, cs.class_id, cs.student_id, t.id, 'submitted',
      now() - make_interval(days => (cs.student_id * 7 + t.id * 13) % 180, mins => 20),
      now() - make_interval(days => (cs.student_id * 7 + t.id * 13) % 180),
      300 + (cs.student_id * 31 + t.id * 17) % 1200, 0, 0, ${QUESTIONS * 2}
    from class_students cs join classes c on c.id = cs.class_id and c.name like '压测%'
    cross join trainings t where t.key like 'bench-%'`,
    [schoolId],
  );
  // Every question answered; right for an able student and an easy question more often.
  await pool.query(
    `
    insert into attempt_answers (attempt_id, question_id, answer, auto_score, right_flag)
    select a.id, q.id, '{"stu_answer":["B"]}'::jsonb,
      case when (a.student_id * 7919 + q.id * 104729) % 100 < 40 + (a.student_id % 50) then 2 else 0 end,
      case when (a.student_id * 7919 + q.id * 104729) % 100 < 40 + (a.student_id % 50) then 1 else 0 end
    from training_attempts a join training_questions q on q.training_id = a.training_id
    where a.school_id = $1 and a.full_mark = ${QUESTIONS * 2}`,
    [schoolId],
  );
  await pool.query(`
    update training_attempts a set auto_score = s.total, score = s.total
    from (select attempt_id, sum(auto_score) total from attempt_answers group by attempt_id) s
    where s.attempt_id = a.id and a.full_mark = ${QUESTIONS * 2}`);
  await pool.query('analyze');
  const counts = (
    await pool.query(
      'select (select count(*) from training_attempts) attempts, (select count(*) from attempt_answers) answers',
    )
  ).rows[0];
  print(
    `seeded ${counts.attempts} attempts, ${counts.answers} answers in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
  const ids = (await pool.query("select id, name from classes where name in ('压测1班', '压测41班')")).rows;
  return {
    small: ids.find((r) => r.name === '压测1班')?.id ?? 0,
    large: ids.find((r) => r.name === '压测41班')?.id ?? 0,
  };
}

async function time(url: string, token: string, path: string, body: object): Promise<string> {
  const first = await post(url, path, body, token);
  if (!first.timed.ok) throw new Error(`${path} answered ${first.code}`);
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) ms.push((await post(url, path, body, token)).timed.ms);
  return `p50 ${percentile(ms, 50)} ms, max ${Math.round(Math.max(...ms))} ms`;
}

/** The bench's classes, seeding them unless a kept database has them already. */
async function benchClasses(pool: pg.Pool): Promise<{ small: number; large: number }> {
  const have = (await pool.query("select id, name from classes where name in ('压测1班', '压测41班')")).rows;
  if (have.length < 2) return seed(pool);
  return { small: have.find((r) => r.name === '压测1班')?.id, large: have.find((r) => r.name === '压测41班')?.id };
}

/** A fresh database dropped afterwards, or (ANALYTICS_BENCH_KEEP=name) one kept between runs to try queries on. */
async function withDatabase(url: string, fn: (url: string) => Promise<void>): Promise<void> {
  const keep = process.env.ANALYTICS_BENCH_KEEP;
  if (!keep) return withFreshPostgres(url, fn);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [keep])).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE ${keep.replace(/\W/g, '')}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${keep}`;
  await fn(target.toString());
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required (PostgreSQL)');
  await withDatabase(url, async (databaseUrl) => {
    const server = await startServer({ port: 3391, databaseUrl });
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    try {
      const classes = await benchClasses(pool);
      const login = await post<{ token: string }>(server.url, '/openApi/login/login', {
        mobile: '13800000001',
        password: 'lingua123',
      });
      const token = login.data?.token ?? '';
      const R = '/openApi/teacher/dataReport';
      const training = (await pool.query("select id from trainings where key = 'bench-1'")).rows[0].id as number;
      for (const [label, classId] of [
        ['class of 40', classes.small],
        ['class of 400', classes.large],
      ] as const) {
        print(`\n${label} (${RUNS} runs each after one warm-up):`);
        const calls: [string, string, object][] = [
          ['achievement', `${R}/achievement`, { classId }],
          ['achievement, one training', `${R}/achievement`, { classId, trainingId: training }],
          ['learningTime 7d', `${R}/learningTime`, { classId, range: '7d' }],
          ['learningTime 6m', `${R}/learningTime`, { classId, range: '6m' }],
          ['righTratio, wrong-answer set', `${R}/righTratio`, { classId }],
          ['righTratio, one training', `${R}/righTratio`, { classId, trainingId: training }],
          ['typeAnswerStatistics', `${R}/typeAnswerStatistics`, { classId }],
          ['taskScore', `${R}/taskScore`, { classId }],
          ['export righTratio', `${R}/export`, { classId, report: 'righTratio' }],
          ['grade book', '/openApi/teacher/grade/book', { classId }],
        ];
        for (const [name, path, body] of calls)
          print(`  ${name.padEnd(30)} ${await time(server.url, token, path, body)}`);
        // A student of the class reads their own analytics.
        const mobile = (
          await pool.query(
            'select u.mobile from class_students cs join users u on u.id = cs.student_id where cs.class_id = $1 limit 1',
            [classId],
          )
        ).rows[0].mobile as string;
        const student = await post<{ token: string }>(server.url, '/openApi/login/login', {
          mobile,
          password: 'lingua123',
        });
        const own: [string, string, object][] = [
          ['student everyDay', '/openApi/student/analysis/everyDay', { classId }],
          ['student learnAnalyse 6m', '/openApi/student/analysis/learnAnalyse', { classId, range: '6m' }],
          ['student grade', '/openApi/student/grade/mine', { classId }],
        ];
        for (const [name, path, body] of own)
          print(`  ${name.padEnd(30)} ${await time(server.url, student.data?.token ?? '', path, body)}`);
      }
    } finally {
      await pool.end();
      await server.stop();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
