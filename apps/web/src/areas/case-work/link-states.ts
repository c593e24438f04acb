/**
 * A comprehensive case's links as its pages show them: per link its tasks, how many are answered
 * (the question types' own rule) and whether it is done, open, or locked behind an earlier link
 * (the server's rule, caseLinkLocked).
 */
import { isAnswered, type TAnswerSheet, type TCaseLink, type TSheetQuestion } from '@lingua/contracts';

export type LinkState = TCaseLink & {
  tasks: TSheetQuestion[];
  answered: number;
  state: 'done' | 'open' | 'locked';
};

export function linkStates(sheet: TAnswerSheet): LinkState[] {
  const saved = new Map(sheet.attempt.answers.map((a) => [a.questionId, a.answer]));
  let earlierDone = true;
  return (sheet.links ?? []).map((l) => {
    const tasks = sheet.questions.filter((q) => q.link === l.index);
    const answered = tasks.filter((q) => isAnswered(q.subject_type, saved.get(q.questionId))).length;
    const done = answered === tasks.length;
    const state = done && earlierDone ? 'done' : earlierDone ? 'open' : 'locked';
    earlierDone = earlierDone && done;
    return { ...l, tasks, answered, state };
  });
}
