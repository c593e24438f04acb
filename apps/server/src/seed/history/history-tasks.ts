/**
 * The history class's teaching tasks (DEMO_HISTORY_TASKS): published by the teacher in the past,
 * answered by most students, rated as the task module rates (a whole score within the full mark,
 * a comment, the answer viewed from then on), with the messages publishing and rating send.
 */
import { commentBand, DEMO_HISTORY_TASKS, type TDemoHistoryTask } from '@lingua/content';
import { messages, taskClasses, taskSubmissions, tasks } from '../../db/schema';
import { dueLine } from '../../modules/tasks/due-line';
import type { Tx } from '../../platform/database';
import { sanitizeRichText } from '../../platform/sanitize';
import type { HistoryStudent, Instant } from './history-plan';
import { slipCount, withSlips } from './history-written';
import { type Random, seededRandom } from './seeded-random';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Member = HistoryStudent & { id: number };
type Submission = typeof taskSubmissions.$inferInsert;
type Message = typeof messages.$inferInsert;

/** The teacher publishes in the morning's lesson; a task is due at the end of its day. */
const publishedAtOf = (task: TDemoHistoryTask, instant: Instant) => instant(task.publishedDaysAgo, 9 * 60 + 5);
const deadlineOf = (task: TDemoHistoryTask, instant: Instant) => instant(task.deadlineDaysAgo, 23 * 60 + 59);

/** When the reminder sweep claimed the task's class: a day before a deadline already past, else not yet. */
function remindedAtOf(task: TDemoHistoryTask, instant: Instant, now: Date): Date | null {
  const at = deadlineOf(task, instant).getTime() - DAY;
  return at < now.getTime() ? new Date(at) : null;
}

/** A student's answer: each part at the level their work that day reaches, with their slips. */
function answerText(task: TDemoHistoryTask, quality: number, rng: Random) {
  const level = quality >= 0.72 ? 'strong' : quality >= 0.5 ? 'fair' : 'weak';
  const text = task.parts
    .map((part) => rng.pick(part[level]))
    .filter((s) => s !== '')
    .join(task.joiner);
  const slips = withSlips(text, level === 'strong' ? 0 : slipCount(quality, rng), rng);
  const [low, high] = level === 'strong' ? [0.85, 0.97] : level === 'fair' ? [0.68, 0.84] : [0.45, 0.66];
  const share = Math.max(0.3, rng.between(low, high) - 0.03 * slips.notes.length);
  return { text: slips.text, share, notes: slips.notes };
}

function taskRows(
  task: TDemoHistoryTask,
  scope: { taskId: number; classId: number; instant: Instant },
  members: Member[],
): { submissions: Submission[]; rated: { studentId: number; score: number; at: Date }[] } {
  const { taskId, classId, instant } = scope;
  const rng = seededRandom(`task:${task.title}`);
  // Answers come in from the day it is published to its deadline, or to yesterday while it is open.
  const firstDay = task.publishedDaysAgo;
  const lastDay = Math.max(1, task.deadlineDaysAgo);
  const keenness = new Map(members.map((m) => [m.id, m.diligence + rng.between(-0.2, 0.2)]));
  const keen = [...members].sort((a, b) => (keenness.get(b.id) ?? 0) - (keenness.get(a.id) ?? 0));
  const submitting = new Set(keen.slice(0, Math.round(task.submittedShare * members.length)).map((m) => m.id));
  const submissions: Submission[] = [];
  const answered: { studentId: number; daysAgo: number; submittedAt: Date; share: number; notes: string[] }[] = [];
  for (const member of members) {
    // The keen answer early; the others near the deadline. After class or in the evening.
    const daysAgo =
      firstDay - Math.round((firstDay - lastDay) * Math.min(1, (1 - member.diligence) * rng.between(0.4, 1.3)));
    const minutes = rng.int(20, 70);
    const startedAt = instant(daysAgo, rng.int(12 * 60 + 10, 22 * 60 + 30 - minutes));
    if (!submitting.has(member.id)) {
      // Some opened it and never sent anything.
      if (rng.chance(0.5)) submissions.push({ taskId, classId, studentId: member.id, startedAt });
      continue;
    }
    const submittedAt = new Date(startedAt.getTime() + minutes * 60_000);
    const answer = answerText(task, member.ability + rng.between(-0.1, 0.1), rng);
    submissions.push({ taskId, classId, studentId: member.id, text: answer.text, startedAt, submittedAt });
    answered.push({ studentId: member.id, daysAgo, submittedAt, share: answer.share, notes: answer.notes });
  }
  // The teacher rates in the order answers came in, in the days after the deadline once it has
  // passed; while it is open, the day after an answer comes (today's not yet).
  answered.sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
  const rated: { studentId: number; score: number; at: Date }[] = [];
  for (const answer of answered.slice(0, Math.round(task.ratedShare * answered.length))) {
    const day = task.deadlineDaysAgo >= 1 ? Math.max(1, task.deadlineDaysAgo - rng.int(1, 3)) : answer.daysAgo - 1;
    if (day < 1) continue;
    const at = instant(day, rng.int(8 * 60 + 30, 17 * 60));
    const score = Math.round(answer.share * task.fullMark);
    const comment = [rng.pick(task.comments[commentBand(score / task.fullMark)]), ...answer.notes].join(' ');
    const row = submissions.find((s) => s.studentId === answer.studentId);
    if (row) Object.assign(row, { score, comment, ratedAt: at, viewedAt: at });
    rated.push({ studentId: answer.studentId, score, at });
  }
  return { submissions, rated };
}

/**
 * The class's tasks, their answers and ratings, and the task messages its students received;
 * answers the time each answer took, for the online-time ledger.
 */
export async function seedHistoryTasks(
  tx: Tx,
  scope: { schoolId: number; teacherId: number; classId: number; now: Date; instant: Instant },
  members: Member[],
): Promise<{ studentId: number; at: Date; seconds: number }[]> {
  const { schoolId, teacherId, classId, now, instant } = scope;
  const created = await tx
    .insert(tasks)
    .values(
      DEMO_HISTORY_TASKS.map((task) => ({
        schoolId,
        teacherId,
        title: task.title,
        taskType: task.taskType,
        background: [{ displayType: 1 as const, htmlStr: sanitizeRichText(task.background), fileUrl: '' }],
        attachments: [],
        uploadRule: 'optional' as const,
        fileGroups: ['document' as const, 'image' as const],
        maxFileMb: 500,
        fullMark: task.fullMark,
        deadline: deadlineOf(task, instant),
        timeLimitMinutes: null,
        createdAt: publishedAtOf(task, instant),
      })),
    )
    .returning({ id: tasks.id, title: tasks.title });
  const idOf = new Map(created.map((t) => [t.title, t.id]));
  const submissions: Submission[] = [];
  const notices: Message[] = [];
  for (const task of DEMO_HISTORY_TASKS) {
    const taskId = idOf.get(task.title);
    if (taskId === undefined) continue;
    const publishedAt = publishedAtOf(task, instant);
    const due = await dueLine(tx, schoolId, deadlineOf(task, instant));
    const rows = taskRows(task, { taskId, classId, instant }, members);
    submissions.push(...rows.submissions);
    const read = (at: Date) => now.getTime() - at.getTime() > 3 * DAY;
    // The day-before reminder (task-reminders.ts) went to whoever had not submitted by then.
    const remindedAt = remindedAtOf(task, instant, now);
    const late = remindedAt
      ? members.filter((m) => {
          const sent = rows.submissions.find((s) => s.studentId === m.id)?.submittedAt;
          return !sent || sent > remindedAt;
        })
      : [];
    notices.push(
      ...late.map((m) => ({
        userId: m.id,
        type: 'task' as const,
        title: { cn: `任务即将截止：${task.title}`, en: `Task due soon: ${task.title}` },
        content: { cn: `${due.cn}，请及时提交。`, en: `${due.en}. Submit it in time.` },
        isRead: read(remindedAt ?? now),
        createdAt: remindedAt ?? now,
      })),
    );
    notices.push(
      ...members.map((m) => ({
        userId: m.id,
        type: 'task' as const,
        title: { cn: `新任务：${task.title}`, en: `New task: ${task.title}` },
        content: due,
        isRead: read(publishedAt),
        createdAt: publishedAt,
      })),
      ...rows.rated.map((r) => ({
        userId: r.studentId,
        type: 'task' as const,
        title: { cn: `任务已评分：${task.title}`, en: `Task rated: ${task.title}` },
        content: { cn: `得分 ${r.score} / ${task.fullMark}`, en: `Score ${r.score} / ${task.fullMark}` },
        isRead: read(r.at),
        createdAt: r.at,
      })),
    );
  }
  await tx.insert(taskClasses).values(
    DEMO_HISTORY_TASKS.flatMap((task) => {
      const taskId = idOf.get(task.title);
      return taskId === undefined
        ? []
        : [
            {
              taskId,
              classId,
              publishedAt: publishedAtOf(task, instant),
              remindedAt: remindedAtOf(task, instant, now),
            },
          ];
    }),
  );
  if (submissions.length > 0) await tx.insert(taskSubmissions).values(submissions);
  if (notices.length > 0) await tx.insert(messages).values(notices);
  return submissions.flatMap((s) =>
    s.submittedAt && s.startedAt
      ? [
          {
            studentId: s.studentId,
            at: s.submittedAt,
            seconds: Math.round((s.submittedAt.getTime() - s.startedAt.getTime()) / 1000),
          },
        ]
      : [],
  );
}
