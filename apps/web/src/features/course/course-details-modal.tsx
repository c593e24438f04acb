/** The course-details dialog (course-details-dialog.tsx), its code and the carousel loaded on the first opening. */
import { lazy } from 'react';
import { WhenOpened } from '../../shared/when-opened';

const CourseDetailsDialog = lazy(() =>
  import('./course-details-dialog').then((m) => ({ default: m.CourseDetailsDialog })),
);

export function CourseDetailsModal({ lessonId, onClose }: { lessonId: number | null; onClose: () => void }) {
  return (
    <WhenOpened open={lessonId !== null}>
      <CourseDetailsDialog lessonId={lessonId} onClose={onClose} />
    </WhenOpened>
  );
}
