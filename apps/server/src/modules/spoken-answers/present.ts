/** A recording row as the pages read it. */
import type { TRecording } from '@lingua/contracts';
import type { RecordingRow } from './points';

export function presentRecording(row: RecordingRow, queuedAhead?: number): TRecording {
  return {
    recordingId: row.id,
    questionId: row.questionId,
    line: row.line,
    fileUrl: row.fileUrl,
    durationSeconds: row.durationSeconds,
    status: row.status,
    result: row.result ?? null,
    createdAt: row.createdAt.toISOString(),
    ...(queuedAhead !== undefined ? { queuedAhead } : {}),
  };
}
