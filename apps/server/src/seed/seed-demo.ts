/**
 * The demo: "示范外国语学校" with a manager, eleven teachers and forty students in two classes (and a
 * small speaking class of five of them for the online classroom), thirty more in a class with a
 * learning history (seed-history.ts),
 * a second school with its own teacher (to prove isolation) and a student (a public competition's
 * entrant from another school), and a platform operator.
 * Runs once, into an empty database.
 */

import {
  DEMO_BUILDER_CLASS,
  DEMO_EXAM_CLASS,
  DEMO_HISTORY_CLASS,
  DEMO_MANAGERS,
  DEMO_NEWS,
  DEMO_ORAL_CLASS,
  DEMO_PASSWORD,
  DEMO_SCHOOL,
  DEMO_SPEAKING_CLASS,
  DEMO_TEACHERS,
  DEMO_TEACHING_PLANS,
  DEMO_UNPLACED_STUDENTS,
  demoHistoryStudentMobiles,
  demoStudentName,
  SECOND_SCHOOL,
  SPEAKING_TRAINING_KEYS,
  schoolLogoSvg,
  WELCOME_MESSAGES,
} from '@lingua/content';
import { FUNCTION_CODES, TEACHER_APPS, termOfDate, UserType } from '@lingua/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  classes,
  classStudents,
  classTrainings,
  courses,
  messages,
  news,
  schoolApps,
  schoolFunctionPermissions,
  schools,
  teachingPlans,
  trainings,
  userRoles,
  users,
} from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';
import type { Db, Tx } from '../platform/database';
import { sanitizeRichText } from '../platform/sanitize';
import type { FileStorage } from '../platform/storage';
import { seedCompetition } from './seed-competition';
import { seedHistoryClass } from './seed-history';

export const DEMO_ACCOUNTS = {
  operator: '13600000001',
  /** The school's own sign-in journey's operator (e2e/tests/school-sign-in.spec.ts). */
  secondOperator: '13600000002',
  manager: DEMO_MANAGERS[0].mobile,
  managers: DEMO_MANAGERS.map((m) => m.mobile),
  teachers: DEMO_TEACHERS.map((t) => t.mobile),
  studentsFirst: '13900000001',
  studentsLast: '13900000080',
  historyStudentsFirst: demoHistoryStudentMobiles()[0] ?? '',
  historyStudentsLast: demoHistoryStudentMobiles().at(-1) ?? '',
  historyClass: DEMO_HISTORY_CLASS.name,
  otherSchoolTeacher: '13800000099',
  /** A student of the second school in no class: the public competition's entrant from another school. */
  otherSchoolStudent: '13900000099',
  password: DEMO_PASSWORD,
};

/** Courses are seeded first (seedCourses); a demo without them leaves classes unlinked. */
async function courseId(tx: Tx, key: string): Promise<number | null> {
  const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.key, key));
  return row?.id ?? null;
}

/**
 * Apps the demo school has not opened (none now: business negotiation, 2_119, and resource
 * management, 2_114, were the examples until their pages were built).
 */
const DEMO_CLOSED_APPS = new Set<string>();

export async function seedDemo(db: Db, storage: FileStorage): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7411002)`);
    const existing = await tx.select({ id: schools.id }).from(schools).limit(1);
    if (existing.length > 0) return false;
    // One hash for the demo's shared password keeps the first start quick; real accounts each get their own.
    await seedDemoSchool(tx, storage, passwordHash);
    await seedSecondSchool(tx, storage, passwordHash);
    const operators = await tx
      .insert(users)
      .values([
        {
          schoolId: null,
          mobile: DEMO_ACCOUNTS.operator,
          name: '平台运营 Olivia',
          userType: UserType.teacher,
          passwordHash,
        },
        {
          schoolId: null,
          mobile: DEMO_ACCOUNTS.secondOperator,
          name: '平台运维二',
          userType: UserType.teacher,
          passwordHash,
        },
      ])
      .returning({ id: users.id });
    for (const operator of operators) await tx.insert(userRoles).values({ userId: operator.id, role: 'operator' });
    return true;
  });
}

async function insertSchool(
  tx: Tx,
  storage: FileStorage,
  s: {
    name: { cn: string; en: string };
    introduce: { cn: string; en: string };
    contactPhone: string;
    hotline: string;
    email: string;
  },
  logo: { initials: string; colour: string },
  terrace: Partial<
    Record<'terraceName' | 'dynTerraceName' | 'vrTerraceName' | 'ysxTerraceName' | 'skillsTerraceName', string>
  >,
): Promise<number> {
  const logoUrl = await storage.save(Buffer.from(schoolLogoSvg(logo.initials, logo.colour)), 'svg', { public: true });
  const [school] = await tx
    .insert(schools)
    .values({
      name: s.name.cn,
      nameEn: s.name.en,
      logoUrl,
      introduceCn: sanitizeRichText(s.introduce.cn),
      introduceEn: sanitizeRichText(s.introduce.en),
      contactPhone: s.contactPhone,
      hotline: s.hotline,
      email: s.email,
      ...terrace,
    })
    .returning({ id: schools.id });
  if (!school) throw new Error('school insert returned nothing');
  await tx.insert(schoolApps).values(
    TEACHER_APPS.map((app, index) => ({
      schoolId: school.id,
      type: app.type,
      isOpen: !DEMO_CLOSED_APPS.has(app.type),
      sort: index,
    })),
  );
  await tx
    .insert(schoolFunctionPermissions)
    .values(FUNCTION_CODES.map((code) => ({ schoolId: school.id, code, isUsed: code !== '3_117' })));
  return school.id;
}

async function seedDemoSchool(tx: Tx, storage: FileStorage, passwordHash: string): Promise<void> {
  const t = DEMO_SCHOOL.terraceNames;
  const schoolId = await insertSchool(
    tx,
    storage,
    DEMO_SCHOOL,
    { initials: '示范', colour: '#1d4ed8' },
    {
      terraceName: t.schoolTerraceName,
      dynTerraceName: t.dynSchoolTerraceName,
      vrTerraceName: t.vrSchoolTerraceName,
      ysxTerraceName: t.ysxSchoolTerraceName,
      skillsTerraceName: t.skillsSchoolTerraceName,
    },
  );
  const managers = await tx
    .insert(users)
    .values(
      DEMO_MANAGERS.map((m) => ({
        schoolId,
        mobile: m.mobile,
        name: m.name,
        userType: UserType.teacher,
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  await tx.insert(userRoles).values(managers.map((m) => ({ userId: m.id, role: 'manager' as const })));

  const teachers = await tx
    .insert(users)
    .values(
      DEMO_TEACHERS.map((t) => ({
        schoolId,
        mobile: t.mobile,
        name: t.name,
        userType: UserType.teacher,
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  const students = await tx
    .insert(users)
    .values(
      Array.from({ length: 40 + DEMO_UNPLACED_STUDENTS }, (_, i) => ({
        schoolId,
        mobile: `139${String(i + 1).padStart(8, '0')}`,
        name: demoStudentName(i),
        userType: UserType.student,
        passwordHash,
      })),
    )
    .returning({ id: users.id });
  const [invigilator] = teachers.slice(1);
  if (invigilator) await tx.insert(userRoles).values({ userId: invigilator.id, role: 'invigilator' });

  // Class 1 is Ms Wang's, class 2 Mr Chen's; twenty students each.
  for (const [index, spec] of DEMO_SCHOOL.classes.entries()) {
    const teacher = teachers[index];
    if (!teacher) continue;
    const [created] = await tx
      .insert(classes)
      .values({
        schoolId,
        name: spec.name,
        classCode: spec.code,
        teacherId: teacher.id,
        courseId: await courseId(tx, spec.course),
      })
      .returning({ id: classes.id });
    if (!created) continue;
    const members = students.slice(index * 20, index * 20 + 20);
    await tx.insert(classStudents).values(members.map((s) => ({ classId: created.id, studentId: s.id })));
  }

  // Small extra classes on part of class 1 and 2's roster: the speaking class, the exam class.
  for (const extra of [DEMO_SPEAKING_CLASS, DEMO_EXAM_CLASS, DEMO_BUILDER_CLASS]) {
    const extraTeacher = teachers[DEMO_TEACHERS.findIndex((t) => t.mobile === extra.teacherMobile)];
    if (!extraTeacher) continue;
    const [created] = await tx
      .insert(classes)
      .values({
        schoolId,
        name: extra.name,
        classCode: extra.code,
        teacherId: extraTeacher.id,
        courseId: await courseId(tx, extra.course),
      })
      .returning({ id: classes.id });
    const members = students.filter((_, i) =>
      (extra.studentMobiles as readonly string[]).includes(`139${String(i + 1).padStart(8, '0')}`),
    );
    if (created) await tx.insert(classStudents).values(members.map((m) => ({ classId: created.id, studentId: m.id })));
  }

  await seedOralClass(tx, schoolId, teachers, students);
  const historyTeacher = teachers[DEMO_TEACHERS.findIndex((t) => t.mobile === DEMO_HISTORY_CLASS.teacherMobile)];
  if (historyTeacher) await seedHistoryClass(tx, { schoolId, teacherId: historyTeacher.id, passwordHash });

  await seedTeachingPlans(tx, schoolId, managers[0]?.id, teachers);
  await seedCompetition(
    tx,
    schoolId,
    teachers.map((t, i) => ({ id: t.id, mobile: DEMO_TEACHERS[i]?.mobile ?? '' })),
  );

  const day = 86_400_000;
  await tx.insert(news).values(
    DEMO_NEWS.map((n) => ({
      schoolId,
      title: { ...n.title },
      summary: { ...n.summary },
      content: { cn: sanitizeRichText(n.content.cn), en: sanitizeRichText(n.content.en) },
      status: 'published' as const,
      authorId: managers[0]?.id ?? null,
      publishedAt: new Date(Date.now() - n.daysAgo * day),
      updatedAt: new Date(Date.now() - n.daysAgo * day),
    })),
  );
  const staff = [...managers, ...teachers];
  await tx.insert(messages).values([
    ...staff.flatMap((u) =>
      WELCOME_MESSAGES.teacher.map((m) => ({
        userId: u.id,
        type: m.type,
        title: { ...m.title },
        content: { ...m.content },
      })),
    ),
    ...students.flatMap((u) =>
      WELCOME_MESSAGES.student.map((m) => ({
        userId: u.id,
        type: m.type,
        title: { ...m.title },
        content: { ...m.content },
      })),
    ),
  ]);
}

async function seedSecondSchool(tx: Tx, storage: FileStorage, passwordHash: string): Promise<void> {
  const schoolId = await insertSchool(
    tx,
    storage,
    SECOND_SCHOOL,
    { initials: '滨海', colour: '#0f766e' },
    {
      terraceName: '滨海商贸职业学院实践教学平台',
    },
  );
  const [teacher] = await tx
    .insert(users)
    .values({
      schoolId,
      mobile: DEMO_ACCOUNTS.otherSchoolTeacher,
      name: '孙海燕',
      userType: UserType.teacher,
      passwordHash,
    })
    .returning({ id: users.id });
  if (!teacher) return;
  await tx.insert(users).values({
    schoolId,
    mobile: DEMO_ACCOUNTS.otherSchoolStudent,
    name: '周雨桐',
    userType: UserType.student,
    passwordHash,
  });
  const [spec] = SECOND_SCHOOL.classes;
  if (spec) {
    await tx.insert(classes).values({
      schoolId,
      name: spec.name,
      classCode: spec.code,
      teacherId: teacher.id,
      courseId: await courseId(tx, spec.course),
    });
  }
}

/** Ms Zhou's class: five students and every seeded speaking training, assigned and open. */
async function seedOralClass(tx: Tx, schoolId: number, teachers: { id: number }[], students: { id: number }[]) {
  const teacher = teachers[DEMO_TEACHERS.findIndex((t) => t.mobile === DEMO_ORAL_CLASS.teacherMobile)];
  if (!teacher) return;
  const [oral] = await tx
    .insert(classes)
    .values({
      schoolId,
      name: DEMO_ORAL_CLASS.name,
      classCode: DEMO_ORAL_CLASS.code,
      teacherId: teacher.id,
      courseId: await courseId(tx, DEMO_ORAL_CLASS.course),
      // Practice in any order: the speaking trainings are also steps of the course.
      stepUnlockOrder: 0,
    })
    .returning({ id: classes.id });
  if (!oral) return;
  const members = students.filter((_, i) =>
    (DEMO_ORAL_CLASS.studentMobiles as readonly string[]).includes(`139${String(i + 1).padStart(8, '0')}`),
  );
  await tx.insert(classStudents).values(members.map((m) => ({ classId: oral.id, studentId: m.id })));
  const speaking = await tx
    .select({ id: trainings.id })
    .from(trainings)
    .where(inArray(trainings.key, [...SPEAKING_TRAINING_KEYS]));
  if (speaking.length > 0)
    await tx
      .insert(classTrainings)
      .values(speaking.map((t) => ({ classId: oral.id, trainingId: t.id, isOpen: true, deadline: null })));
}

/** The demo's teaching plans (content/demo-teaching-plans.ts), for the term the demo starts in. */
async function seedTeachingPlans(
  tx: Tx,
  schoolId: number,
  principalId: number | undefined,
  teachers: readonly { id: number }[],
): Promise<void> {
  const term = termOfDate(new Date());
  const rows = [];
  for (const plan of DEMO_TEACHING_PLANS) {
    const author =
      plan.scope === 'school'
        ? principalId
        : teachers[DEMO_TEACHERS.findIndex((t) => t.mobile === plan.teacherMobile)]?.id;
    if (!author) continue;
    rows.push({
      schoolId,
      scope: plan.scope,
      authorId: author,
      courseId: plan.courseKey ? await courseId(tx, plan.courseKey) : null,
      term,
      title: plan.title,
      content: sanitizeRichText(plan.content),
    });
  }
  if (rows.length > 0) await tx.insert(teachingPlans).values(rows);
}
