/** Schools, their enabled applications and their teacher function permissions. */
import { boolean, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  logoUrl: text('logo_url').notNull().default(''),
  /** Sanitised HTML, written through sanitizeRichText only. */
  introduceCn: text('introduce_cn').notNull().default(''),
  introduceEn: text('introduce_en').notNull().default(''),
  terraceName: text('terrace_name').notNull().default(''),
  dynTerraceName: text('dyn_terrace_name').notNull().default(''),
  vrTerraceName: text('vr_terrace_name').notNull().default(''),
  ysxTerraceName: text('ysx_terrace_name').notNull().default(''),
  skillsTerraceName: text('skills_terrace_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  hotline: text('hotline').notNull().default(''),
  email: text('email').notNull().default(''),
  /** The IANA zone every page, export and message of the school shows times in (issue 24). */
  timeZone: text('time_zone').notNull().default('Asia/Shanghai'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A school's applications: the teacher navigation (type codes like 2_111). */
export const schoolApps = pgTable(
  'school_apps',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    isOpen: boolean('is_open').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.type] })],
);

/** Teacher function permissions (codes like 3_115, 1_99): in use or not opened. */
export const schoolFunctionPermissions = pgTable(
  'school_function_permissions',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    isUsed: boolean('is_used').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.code] })],
);
