/**
 * `npm run analytics -w @lingua/bench` (DATABASE_URL required): the class data report at school
 * scale on PostgreSQL. Seeds a school of 2,000 students (40 classes of 40 and one lecture class of
 * 400) who each submitted 50 trainings of 30 questions over the last six months (100,000 attempts,
 * 3,000,000 answers) and an exam of the class of 400 with 1,000 attempts of 50 questions, then
 * times every data-report call, the grade book, a student's own analytics and the exam's
 * statistics, results and export on a class of 40 and on the class of 400 through the running
 * server, the data cockpit of both classes and of the school (its classes on 外贸函电, whose
 * chapters the bench trainings join; every student with a session, a tenth answering), and the
 * manager's overview and statistics over the whole school. Prints p50 and max per call; the issue's
 * bar is under a second. ANALYTICS_BENCH_STUDENTS and ANALYTICS_BENCH_TRAININGS shrink the school
 * for a smoke run.
 * Client, server and database share this machine's cores: the figures are a ceiling of what a
 * quiet server would take.
 */
import pg from 'pg';
import { percentile, post } from './exam-clients';
import { withFreshPostgres } from './fresh-postgres';
import { startServer } from './server-process';

const print = (line: string) => process.stdout.write(`${line}\n`);
/** Fewer trainings (ANALYTICS_BENCH_TRAININGS=10) make a smaller run on a busy machine. */
const TRAININGS = Number(process.env.ANALYTICS_BENCH_TRAININGS ?? 50);
const QUESTIONS = 30;
const RUNS = Number(process.env.ANALYTICS_BENCH_RUNS ?? 10);
/** A smaller school for a smoke run on a shared machine (ANALYTICS_BENCH_STUDENTS=400): the bar is for 2,000. */
const STUDENTS = Number(process.env.ANALYTICS_BENCH_STUDENTS ?? 2000);

async function seed(pool: pg.Pool): Promise<{ small: number; large: number }> {
  const started = performance.now();
  const [{ school_id: schoolId, id: teacherId }] = (
    await pool.query("select school_id, id from users where mobile = '13800000001'")
  ).rows;
  const [{ password_hash: hash }] = (await pool.query("select password_hash from users where mobile = '13900000001'"))
    .rows;
  await pool.query(
    `insert into users (school_id, mobile, name, user_type, password_hash)
     select $1, '1771' || lpad(g::text, 7, '0'), '学生' || g, 2, $2 from generate_series(1, ${STUDENTS}) g`,
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
  await seedCockpit(pool, schoolId);
  await seedManagerFigures(pool);
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

/**
 * What the manager's statistics read besides attempts: every bench class studies 外贸函电 (seedCockpit
 * sets it), each student has completed a share of its activities, and has online time on every third
 * day of the six months (teachers' online time comes from the demo).
 */
async function seedManagerFigures(pool: pg.Pool): Promise<void> {
  await pool.query(`
    insert into activity_progress (class_id, student_id, activity_id, finished)
    select cs.class_id, cs.student_id, ca.id, case when (cs.student_id + ca.id) % 5 = 0 then 1 else 2 end
    from class_students cs join classes c on c.id = cs.class_id and c.name like '压测%'
    join course_activities ca on ca.course_id = c.course_id
    where (cs.student_id * 13 + ca.id * 7) % 100 < 20 + cs.student_id % 60`);
  await pool.query(`
    insert into online_time (user_id, school_id, user_type, day, project_type, project_sub_type, seconds)
    select u.id, u.school_id, 2, (now() at time zone 'Asia/Shanghai')::date - g,
      (array['int_edu','int_ability','int_live'])[(u.id + g) % 3 + 1], '', 300 + (u.id * 17 + g * 31) % 3000
    from users u cross join generate_series(0, 179) g
    where u.mobile like '1771%' and (u.id + g) % 3 = 0`);
}

/**
 * What the data cockpit reads beyond attempts: the bench classes on 外贸函电 with each bench
 * training an activity of one of its chapters (round robin), a session for every student (signed
 * in over the last two days, last seen over the last hour) and a fresh draft for a tenth of them.
 */
async function seedCockpit(pool: pg.Pool, schoolId: number): Promise<void> {
  await pool.query(`
    update classes set course_id = (select id from courses where key = 'foreign-trade-correspondence')
    where name like '压测%'`);
  await pool.query(`
    with steps as (
      select s.id, s.course_id, row_number() over (order by s.sort) - 1 as n, count(*) over () as total
      from course_steps s join courses c on c.id = s.course_id where c.key = 'foreign-trade-correspondence'
    ), bench as (
      select t.id, t.kind, row_number() over (order by t.id) - 1 as n from trainings t where t.key like 'bench-%'
    ), added as (
      insert into course_activities (course_id, step_id, sort, kind, title)
      select s.course_id, s.id, 100 + b.n, b.kind, '{"cn":"压测","en":"Bench"}'::jsonb
      from bench b join steps s on s.n = b.n % s.total
      returning id, sort
    )
    insert into activity_trainings (activity_id, training_id)
    select a.id, b.id from added a join bench b on b.n = a.sort - 100`);
  await pool.query(`
    insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
    select 'bench-' || u.id, u.id, now() - make_interval(hours => u.id % 48), now() - make_interval(mins => u.id % 60),
      now() + interval '7 days'
    from users u where u.mobile like '1771%'`);
  await pool.query(
    `insert into training_attempts (school_id, class_id, student_id, training_id, status, started_at, updated_at, full_mark)
     select $1, cs.class_id, cs.student_id, (select id from trainings where key = 'bench-1'), 'draft',
       now() - interval '30 minutes', now() - make_interval(mins => cs.student_id % 20), ${QUESTIONS * 2}
     from class_students cs join classes c on c.id = cs.class_id and c.name like '压测%'
     where cs.student_id % 10 = 0`,
    [schoolId],
  );
}

/**
 * 1,000 exam attempts × 50 questions: one exam of the lecture class (400 students), a paper of 50
 * of the bench's questions (100 marks), each student handing in one to three attempts.
 */
async function seedExam(pool: pg.Pool, classId: number): Promise<number> {
  const [{ school_id: schoolId, teacher_id: teacherId }] = (
    await pool.query('select school_id, teacher_id from classes where id = $1', [classId])
  ).rows;
  const have = (await pool.query("select id from exams where title = '压测考试' and class_id = $1", [classId])).rows;
  if (have[0]) return have[0].id as number;
  const [{ id: paperId }] = (
    await pool.query(
      `insert into exam_papers (school_id, teacher_id, title, time_minutes, source, question_count, full_mark)
       values ($1, $2, '压测试卷', 60, 'manual', 50, 100) returning id`,
      [schoolId, teacherId],
    )
  ).rows;
  await pool.query(
    `insert into exam_paper_questions (paper_id, variant, sort, question_id)
     select $1, 0, (row_number() over (order by q.id) - 1)::int, q.id
     from training_questions q join trainings t on t.id = q.training_id
     where t.key in ('bench-1', 'bench-2') order by q.id limit 50`,
    [paperId],
  );
  const [{ id: examId }] = (
    await pool.query(
      `insert into exams (school_id, teacher_id, class_id, paper_id, title, opens_at, closes_at, time_limit_minutes, max_attempts)
       values ($1, $2, $3, $4, '压测考试', now() - interval '3 hours', now() - interval '1 hour', 60, 3) returning id`,
      [schoolId, teacherId, classId, paperId],
    )
  ).rows;
  await pool.query(
    `insert into exam_attempts (exam_id, school_id, student_id, attempt_no, state, started_at, deadline_at, submitted_at, score, full_mark)
     select $1, $2, s.student_id, n, 'submitted', now() - interval '150 minutes', now() - interval '90 minutes',
       now() - interval '100 minutes', 0, 100
     from (select student_id, row_number() over (order by student_id) as rank from class_students where class_id = $3) s
     cross join generate_series(1, 3) n
     where n = 1 or (n = 2 and s.rank <= 400) or (n = 3 and s.rank <= 200)`,
    [examId, schoolId, classId],
  );
  await pool.query(
    `insert into exam_answers (attempt_id, question_id, answer, saved_at, auto_score, right_flag)
     select a.id, pq.question_id, '{"stu_answer":["B"]}'::jsonb, now() - interval '110 minutes',
       case when (a.student_id * 7919 + pq.question_id * 104729 + a.attempt_no) % 100 < 40 + (a.student_id % 50) then 2 else 0 end,
       case when (a.student_id * 7919 + pq.question_id * 104729 + a.attempt_no) % 100 < 40 + (a.student_id % 50) then 1 else 0 end
     from exam_attempts a join exam_paper_questions pq on pq.paper_id = $2
     where a.exam_id = $1`,
    [examId, paperId],
  );
  await pool.query(
    `update exam_attempts a set score = s.total
     from (select attempt_id, sum(auto_score) total from exam_answers group by attempt_id) s
     where s.attempt_id = a.id and a.exam_id = $1`,
    [examId],
  );
  await pool.query('analyze');
  const n = (await pool.query('select count(*) from exam_attempts where exam_id = $1', [examId])).rows[0].count;
  print(`seeded exam ${examId}: ${n} attempts of 50 answers`);
  return examId;
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

/** The manager's overview and statistics (docs/api.md "School manager statistics") over the whole school. */
async function benchManager(pool: pg.Pool, url: string, classes: { small: number; large: number }): Promise<void> {
  const login = await post<{ token: string }>(url, '/openApi/login/login', {
    mobile: '13700000001',
    password: 'lingua123',
  });
  const token = login.data?.token ?? '';
  const S = '/openApi/manage/stats';
  const someone = (
    await pool.query('select student_id from class_students where class_id = $1 limit 1', [classes.small])
  ).rows[0]?.student_id as number;
  print(`\nmanager of the school (${STUDENTS} bench students, ${RUNS} runs each after one warm-up):`);
  const calls: [string, string, object][] = [
    ['school overview', '/openApi/manage/school/overview', {}],
    ['usage 7d', `${S}/usage`, { range: '7d' }],
    ['usage 30d', `${S}/usage`, { range: '30d' }],
    ['usage 6m', `${S}/usage`, { range: '6m' }],
    ['usage export 6m', `${S}/usageExport`, { range: '6m' }],
    ['class progress (all classes)', `${S}/classProgress`, {}],
    ['class students, class of 40', `${S}/classStudents`, { classId: classes.small }],
    ['class students, class of 400', `${S}/classStudents`, { classId: classes.large }],
    ['student progress', `${S}/studentProgress`, { classId: classes.small, userId: someone }],
  ];
  for (const [name, path, body] of calls) print(`  ${name.padEnd(30)} ${await time(url, token, path, body)}`);
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
      const examId = await seedExam(pool, classes.large);
      print('\nexam of the class of 400, 1,000 attempts × 50 questions:');
      for (const [name, path, body] of [
        ['exam statistics', '/openApi/teacher/exam/statistics', { examId }],
        ['exam results', '/openApi/teacher/exam/results', { examId }],
        ['exam export (highest)', '/openApi/teacher/exam/export', { examId, scoreType: 0 }],
      ] as const)
        print(`  ${name.padEnd(30)} ${await time(server.url, token, path, body)}`);
      await benchManager(pool, server.url, classes);
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
          ['data cockpit (class)', '/openApi/teacher/dataCockpit/class', { classId }],
        ];
        for (const [name, path, body] of calls)
          print(`  ${name.padEnd(30)} ${await time(server.url, token, path, body)}`);
        // A student of the class reads their own analytics.
        const mobile = (
          await pool.query(
            'select u.mobile from class_students cs join users u on u.id = cs.student_id where cs.class_id = $1 limit 1',
            [classId],
          )
        ).rows[0]?.mobile as string | undefined;
        // A smaller school (ANALYTICS_BENCH_STUDENTS) leaves the class of 400 empty.
        if (!mobile) continue;
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
      const manager = await post<{ token: string }>(server.url, '/openApi/login/login', {
        mobile: '13700000001',
        password: 'lingua123',
      });
      const school = await post<{ live: object; knowledge: { count: number } }>(
        server.url,
        '/openApi/manage/dataCockpit/school',
        {},
        manager.data?.token,
      );
      print(
        `\nschool of 2,000 students (live ${JSON.stringify(school.data?.live)}, ${school.data?.knowledge.count} points):`,
      );
      print(
        `  ${'data cockpit (school)'.padEnd(30)} ${await time(server.url, manager.data?.token ?? '', '/openApi/manage/dataCockpit/school', {})}`,
      );
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
