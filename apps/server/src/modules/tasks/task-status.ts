/** A student's status in a task (part 1 §4), from the task, the class and their answer. */
import type { TTaskStatus } from '@lingua/contracts';

export function taskStatus(input: {
  deadline: Date;
  lessonEndedAt: Date | null;
  submission: { submittedAt: Date | null } | undefined;
  now?: Date;
}): TTaskStatus {
  const now = input.now ?? new Date();
  if (input.submission?.submittedAt) return 'completed';
  if (input.lessonEndedAt) return 'closed';
  if (now > input.deadline) return input.submission ? 'incomplete' : 'expired';
  return input.submission ? 'inProgress' : 'notStarted';
}
