/**
 * Teaching tasks (issue 8 Deliver 1; part 1 §3 task, §4 statuses and recall, §5 upload and rating
 * rules; part 2 §2.1 taskManage, taskRate, task_stu_process).
 */
import { z } from 'zod';
import { ZClockSeq, ZId, ZPageNum } from './fields';
import { ZStoredUrl, ZStoredUrlOrEmpty } from './stored-url';

/** Practice tasks cannot be recalled (part 1 §4). */
export const ZTaskType = z.enum(['writing', 'speaking', 'report', 'practice']);
export type TTaskType = z.infer<typeof ZTaskType>;

/** Background item display types (part 1 §3): 1 text, 2 image, 3 audio, 4 video. */
export const ZTaskBackgroundItem = z.object({
  displayType: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  htmlStr: z.string().max(20_000).default(''),
  fileUrl: ZStoredUrlOrEmpty.default(''),
});
export type TTaskBackgroundItem = z.infer<typeof ZTaskBackgroundItem>;

/** The suffix groups of part 1 §5. */
export const TASK_FILE_GROUPS = {
  document: ['txt', 'doc', 'xls', 'ppt', 'docx', 'xlsx', 'pptx', 'pdf'],
  image: ['jpeg', 'jpg', 'png'],
  audio: ['mp3'],
  video: ['mp4'],
  archive: ['zip', 'rar'],
} as const;
export const ZTaskFileGroup = z.enum(['document', 'image', 'audio', 'video', 'archive']);
export type TTaskFileGroup = z.infer<typeof ZTaskFileGroup>;
/** Default and largest file size (part 1 §5, §9). */
export const TASK_MAX_FILE_MB = 500;
/** The highest full mark a task may have. */
export const TASK_MAX_FULL_MARK = 1000;

export const ZTaskUploadRule = z.enum(['required', 'optional', 'none']);
export type TTaskUploadRule = z.infer<typeof ZTaskUploadRule>;

export const ZTaskFile = z.object({
  name: z.string().max(200),
  /** The handler checks further that it is one of the caller's uploads (tasks/task-answer.ts). */
  url: ZStoredUrl,
  size: z
    .number()
    .int()
    .min(0)
    .max(TASK_MAX_FILE_MB * 1024 * 1024),
});
export type TTaskFile = z.infer<typeof ZTaskFile>;

export const ZCreateTaskRequest = z.object({
  title: z.string().trim().min(1).max(100),
  taskType: ZTaskType,
  background: z.array(ZTaskBackgroundItem).max(20).default([]),
  attachments: z
    .array(z.object({ name: z.string().max(200), url: ZStoredUrl }))
    .max(10)
    .default([]),
  uploadRule: ZTaskUploadRule.default('optional'),
  fileGroups: z.array(ZTaskFileGroup).max(5).default(['document', 'image']),
  maxFileMb: z.number().int().min(1).max(TASK_MAX_FILE_MB).default(TASK_MAX_FILE_MB),
  fullMark: z.number().int().min(1).max(TASK_MAX_FULL_MARK).default(100),
  deadline: z.iso.datetime({ offset: true }),
  timeLimitMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullable()
    .default(null),
  classIds: z.array(ZId).min(1).max(20),
});
export type TCreateTaskRequest = z.input<typeof ZCreateTaskRequest>;

export const ZTaskIdRequest = z.object({ taskId: ZId });
export const ZTaskClassRequest = z.object({
  taskId: ZId,
  classId: ZId,
});

export const ZSubmitTaskRequest = z.object({
  taskId: ZId,
  classId: ZId,
  text: z.string().max(20_000).default(''),
  files: z.array(ZTaskFile).max(10).default([]),
});
export type TSubmitTaskRequest = z.input<typeof ZSubmitTaskRequest>;

/** Score must not be empty nor exceed the full mark; the comment must not be empty (part 1 §5). */
export const ZRateTaskRequest = z.object({
  taskId: ZId,
  classId: ZId,
  studentId: ZId,
  score: z.number().int().min(0).max(TASK_MAX_FULL_MARK),
  comment: z.string().trim().min(1).max(2000),
});
export type TRateTaskRequest = z.input<typeof ZRateTaskRequest>;

/** A student's state in a task (part 1 §4). */
export const ZTaskStatus = z.enum(['notStarted', 'inProgress', 'completed', 'incomplete', 'expired', 'closed']);
export type TTaskStatus = z.infer<typeof ZTaskStatus>;

const ZTaskAttachment = z.object({ name: z.string(), url: z.string() });

export const ZTaskProgressRow = z.object({
  studentId: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  status: ZTaskStatus,
  submittedAt: z.string().nullable(),
  score: z.number().nullable(),
});
export type TTaskProgressRow = z.infer<typeof ZTaskProgressRow>;

/** A task's terms as the server answers them: what the teacher set at publishing. */
const ZTaskTerms = z.object({
  title: z.string(),
  taskType: ZTaskType,
  background: z.array(ZTaskBackgroundItem),
  attachments: z.array(ZTaskAttachment),
  uploadRule: ZTaskUploadRule,
  fileGroups: z.array(ZTaskFileGroup),
  maxFileMb: z.number(),
  fullMark: z.number(),
  deadline: z.string(),
  timeLimitMinutes: z.number().nullable(),
});

export const ZStudentTask = ZTaskTerms.extend({
  taskId: z.number().int(),
  classId: z.number().int(),
  status: ZTaskStatus,
  text: z.string(),
  files: z.array(ZTaskFile),
  startedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  canRecall: z.boolean(),
  score: z.number().nullable(),
  comment: z.string().nullable(),
});
export type TStudentTask = z.infer<typeof ZStudentTask>;
export type TCreateTaskInput = z.infer<typeof ZCreateTaskRequest>;

export const ZTaskListRequest = z.object({
  classId: ZId,
  pageNum: ZPageNum.default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export const ZTeacherTaskItem = z.object({
  taskId: z.number().int(),
  title: z.string(),
  taskType: ZTaskType,
  deadline: z.string(),
  fullMark: z.number(),
  uploadRule: ZTaskUploadRule,
  studentNumber: z.number().int(),
  submittedNumber: z.number().int(),
  ratedNumber: z.number().int(),
  createdAt: z.string(),
});
export type TTeacherTaskItem = z.infer<typeof ZTeacherTaskItem>;

export const ZStudentTaskItem = z.object({
  taskId: z.number().int(),
  classId: z.number().int(),
  title: z.string(),
  taskType: ZTaskType,
  deadline: z.string(),
  fullMark: z.number(),
  status: ZTaskStatus,
  score: z.number().nullable(),
});
export type TStudentTaskItem = z.infer<typeof ZStudentTaskItem>;

/** Editing a published task: everything but its classes (a class is withdrawn with delete). */
export const ZUpdateTaskRequest = ZCreateTaskRequest.omit({ classIds: true }).extend({
  taskId: ZId,
});
export type TUpdateTaskRequest = z.input<typeof ZUpdateTaskRequest>;
export type TUpdateTaskInput = z.infer<typeof ZUpdateTaskRequest>;

/** The teacher's full view of a task, for the edit form. */
export const ZTeacherTaskDetail = ZTaskTerms.extend({
  taskId: z.number().int(),
  classes: z.array(z.object({ classId: z.number().int(), className: z.string() })),
  /** Answers handed in over every class: once there is one, the answer rules are fixed. */
  submittedNumber: z.number().int(),
  /** The highest score given: the full mark may not go below it. */
  highestScore: z.number().nullable(),
});
export type TTeacherTaskDetail = z.infer<typeof ZTeacherTaskDetail>;

/** What a student typed so far, saved as they work (never lost on a reload). */
export const ZSaveTaskDraftRequest = ZSubmitTaskRequest.extend({
  /** The change's number in the page's answer journal: an older resend never overwrites a newer draft. */
  seq: ZClockSeq.optional(),
});

/** taskFinishedReport: the student's result beside the class's (numbers only, never names). */
export const ZTaskFinishedReport = z.object({
  taskId: z.number().int(),
  classId: z.number().int(),
  title: z.string(),
  fullMark: z.number(),
  deadline: z.string(),
  status: ZTaskStatus,
  submittedAt: z.string().nullable(),
  score: z.number().nullable(),
  comment: z.string().nullable(),
  /** 1 + the number of rated classmates with a higher score; null until rated. */
  rank: z.number().int().nullable(),
  studentNumber: z.number().int(),
  submittedNumber: z.number().int(),
  ratedNumber: z.number().int(),
  average: z.number().nullable(),
  highest: z.number().nullable(),
  lowest: z.number().nullable(),
  /** Rated answers per band of the full mark: <60 %, 60-69, 70-79, 80-89, ≥90 %. */
  bands: z.array(z.object({ band: z.enum(['0-59', '60-69', '70-79', '80-89', '90-100']), count: z.number().int() })),
});
export type TTaskFinishedReport = z.infer<typeof ZTaskFinishedReport>;

/** One student's handed-in answer, for the teacher's rating. */
export const ZTaskAnswerDetail = z.object({
  taskId: z.number().int(),
  studentId: z.number().int(),
  text: z.string(),
  files: z.array(ZTaskFile),
  submittedAt: z.string(),
  fullMark: z.number(),
  score: z.number().nullable(),
  comment: z.string().nullable(),
});
export type TTaskAnswerDetail = z.infer<typeof ZTaskAnswerDetail>;

export const ZStudentAnswerRequest = ZTaskClassRequest.extend({ studentId: ZId });
