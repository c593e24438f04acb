/**
 * The student's interactive training (part 1 §2 interaction: Home, Details, Start, Answer,
 * Scoring, Score, Seescore, Report, Over, History; /sjjx/courses/interactive_training,
 * /sjjx/interactive_training_answer and _report): the list and history without an activity, and
 * with `?activityId=` the activity at its phase (student-activity-view.tsx).
 */
import { useLocation, useSearchParams } from 'react-router';
import { StudentActivityView } from './student-activity-view';
import { StudentHistory, StudentHome } from './student-home';
import { isStudentHistory } from './student-paths';

export function StudentInteractionPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const activityId = Number(params.get('activityId')) || null;
  return (
    <div className="page-container">
      {isStudentHistory(pathname, params) ? (
        <StudentHistory />
      ) : activityId ? (
        <StudentActivityView activityId={activityId} />
      ) : (
        <StudentHome />
      )}
    </div>
  );
}
