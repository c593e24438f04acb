/** Classes and their students (the courses issue adds courses, codes rules and management). */
import { DEFAULT_GRADE_WEIGHTS, type TGradeWeights } from '@lingua/contracts';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courseActivities, courses } from './courses';
import { schools } from './schools';
import { users } from './users';

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    classCode: text('class_code').notNull(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    /** The course the class studies; null only for classes made before courses existed. */
    courseId: integer('course_id').references(() => courses.id),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** The teacher folded this class's course card away on their home page. */
    hidden: boolean('hidden').notNull().default(false),
    /** Course settings (courseSetting): 1 steps open in order (part 1 §4), 0 all steps open. */
    stepUnlockOrder: smallint('step_unlock_order').notNull().default(1),
    /** Which attempt makes a training's score: 0 the highest, 1 the first, 2 the average (the export's codes), 3 the latest. */
    scoreRule: smallint('score_rule').notNull().default(0),
    /** The course grade's weights in percent (lessonScoreManage's customization); they add up to 100. */
    gradeWeights: jsonb('grade_weights').$type<TGradeWeights>().notNull().default(DEFAULT_GRADE_WEIGHTS),
    /** Which score a student is shown: 0 the highest, 1 the latest. */
    scoreDisplay: smallint('score_display').notNull().default(0),
    /**
     * Whether the course's spoken activities (a microphone's work) must be done to go on: false,
     * the default, lets a student without a microphone pass them (issue 24).
     */
    spokenRequired: boolean('spoken_required').notNull().default(false),
    /**
     * When the manager archived the class at term end (issue 24): it leaves the students' and
     * teachers' working lists; its records and reports stay and the manager can restore it.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** When the teacher ended the course for this class (part 1 §4): students can read, not work. */
    lessonEndedAt: timestamp('lesson_ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('classes_code_key').on(t.classCode), index('classes_school_idx').on(t.schoolId, t.teacherId)],
);

export const classStudents = pgTable(
  'class_students',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.studentId] }), index('class_students_student_idx').on(t.studentId)],
);

/**
 * The class a user last chose, per class type (0 teaching, 1 evaluation, 2 virtual simulation,
 * 3 competition), so every page and device opens on it (part 2 §4).
 */
export const userDefaultClasses = pgTable(
  'user_default_classes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classType: smallint('class_type').notNull(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.classType] })],
);

/** Finished flag of part 1 §4 per student, class and activity: 1 in progress, 2 completed; no row is not started. */
export const activityProgress = pgTable(
  'activity_progress',
  {
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => courseActivities.id, { onDelete: 'cascade' }),
    finished: smallint('finished').notNull(),
    /** The teacher who marked it done by another route (say, spoken in class); null: the student's work. */
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.studentId, t.activityId] })],
);
