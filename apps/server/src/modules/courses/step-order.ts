/**
 * The step order rule of part 1 §4, as a pure function over a course's structure and a student's
 * progress: a step opens only when every activity of the previous step is completed, and inside
 * a step the activities are done in order. A teacher may open every step instead, or end the course. Finished flags: 2 completed, 1 in progress, 0 not started.
 * An optional activity (a spoken one the class does not require, or one with nothing to open yet)
 * never holds the next one back: "completed" counts the required activities only (issue 24).
 */
import type { TFinishedFlag } from '@lingua/contracts';

export interface StepShape {
  stepId: number;
  activityIds: number[];
  /** Activities that do not block what follows them. */
  optionalIds?: number[];
}

export interface ActivityState {
  finished: TFinishedFlag;
  locked: boolean;
  lockReason: 'previousStep' | 'previousActivity' | 'lessonEnded' | null;
}

export interface StepState extends ActivityState {
  activities: Map<number, ActivityState>;
}

export function stepFinished(flags: TFinishedFlag[]): TFinishedFlag {
  if (flags.length > 0 && flags.every((f) => f === 2)) return 2;
  return flags.some((f) => f > 0) ? 1 : 0;
}

/** The class's course settings: `ordered` false opens every step (courseSetting); `ended` locks all work. */
export interface StepOrderOptions {
  ordered: boolean;
  ended: boolean;
}

/** `steps` in course order; `progress` maps activity id to its flag (absent: not started). */
export function applyStepOrder(
  steps: StepShape[],
  progress: Map<number, TFinishedFlag>,
  options: StepOrderOptions = { ordered: true, ended: false },
): Map<number, StepState> {
  const states = new Map<number, StepState>();
  let previousComplete = true;
  for (const step of steps) {
    const flags = step.activityIds.map((id) => progress.get(id) ?? 0);
    const optional = new Set(step.optionalIds ?? []);
    const stepReason = options.ended ? 'lessonEnded' : options.ordered && !previousComplete ? 'previousStep' : null;
    const activities = new Map<number, ActivityState>();
    let earlierComplete = true;
    step.activityIds.forEach((id, index) => {
      const finished = flags[index] ?? 0;
      const lockReason = stepReason ?? (!options.ordered || earlierComplete ? null : 'previousActivity');
      activities.set(id, { finished, locked: lockReason !== null, lockReason });
      earlierComplete = earlierComplete && (finished === 2 || optional.has(id));
    });
    const finished = stepFinished(flags);
    states.set(step.stepId, {
      finished,
      locked: stepReason !== null,
      lockReason: stepReason,
      activities,
    });
    const required = flags.filter((_f, index) => !optional.has(step.activityIds[index] ?? 0));
    previousComplete = previousComplete && required.every((f) => f === 2);
  }
  return states;
}
