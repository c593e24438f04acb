/**
 * Word that an attempt's score changed, after the change committed: a submission, a teacher's
 * grade of a written answer, speech scoring finishing after the submission. Whoever passes a score
 * on (LTI grade passback) listens here, so the trainings module knows nothing of them. One per app.
 */
export type AttemptScoreListener = (attemptId: number) => void;

export class AttemptScores {
  private readonly listeners = new Set<AttemptScoreListener>();

  on(listener: AttemptScoreListener): void {
    this.listeners.add(listener);
  }

  /** Tells every listener; a listener's own failure is its own (they must not throw). */
  changed(attemptId: number): void {
    for (const listener of this.listeners) listener(attemptId);
  }
}
