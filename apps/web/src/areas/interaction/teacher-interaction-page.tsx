/**
 * The teacher's interactive training (part 2 §2.1 interactionCase and its pages; §2.6
 * /sjjx/tea/interactive_training_*): without an activity, the class's activities and its team and
 * person score histories; with `?activityId=`, one activity at the view its address names
 * (teacher-paths.ts): teams, live answers, link and person scores, ranks and the report.
 */
import { useLocation, useSearchParams } from 'react-router';
import { TeacherActivityList } from './teacher-activity-list';
import { TeacherActivityView } from './teacher-activity-view';
import { activityTabOf, isGroupView, listTabOf } from './teacher-paths';

export function TeacherInteractionPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const activityId = Number(params.get('activityId')) || null;
  return (
    <div className="page-container">
      {activityId ? (
        <TeacherActivityView
          activityId={activityId}
          tab={activityTabOf(pathname, params)}
          groupView={isGroupView(pathname)}
        />
      ) : (
        <TeacherActivityList tab={listTabOf(pathname, params)} />
      )}
    </div>
  );
}
