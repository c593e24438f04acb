/**
 * The knowledge graphs (/sjjx/knowledge_graph/*, /teacher/myCourse/knowledgeGraph): the graph named
 * by ?graph= (the course's, from its card, the student's home or the 4_118 button). Without one, a
 * student sees their current class's course graph (issue 24); staff the cross-cultural one.
 */
import { KNOWLEDGE_GRAPH_KEYS, type TKnowledgeGraphKey } from '@lingua/contracts';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { KnowledgeGraphViewer } from '../../features/knowledge-graph/graph-viewer';
import { isStudent } from '../../session/roles';
import { useSession } from '../../session/store';
import { useStudentDashboard } from '../home/student-dashboard/use-student-dashboard';

function isGraphKey(value: string | null): value is TKnowledgeGraphKey {
  return (KNOWLEDGE_GRAPH_KEYS as readonly string[]).includes(value ?? '');
}

const STAFF_DEFAULT: TKnowledgeGraphKey = 'cross-cultural';

/** For a student without ?graph=: their current class's course and its graph (null: none). */
function useStudentCourseGraph(enabled: boolean) {
  const dashboard = useStudentDashboard(enabled);
  const course = dashboard.data?.course ?? null;
  return {
    loading: enabled && dashboard.isLoading,
    courseName: course?.courseName ?? null,
    key: course?.knowledgeGraph ?? null,
  };
}

export function KnowledgeGraphPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const student = isStudent(useSession((s) => s.loginInfo));
  const requested = params.get('graph');
  const named = isGraphKey(requested) ? requested : null;
  const own = useStudentCourseGraph(student && named === null);
  const key: TKnowledgeGraphKey = named ?? own.key ?? STAFF_DEFAULT;
  const showOwnNote = student && named === null && !own.loading;
  useDocumentTitle(t('knowledge.title'));
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t('knowledge.title')}
      </Typography.Title>
      {showOwnNote ? (
        <Alert
          type={own.key ? 'info' : 'warning'}
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="course-graph-note"
          message={
            own.courseName === null
              ? t('knowledge.noClassGraph')
              : own.key
                ? t('knowledge.courseGraph', { course: own.courseName })
                : t('knowledge.noCourseGraph')
          }
        />
      ) : null}
      <Card>
        {own.loading ? (
          <Skeleton active paragraph={{ rows: 12 }} />
        ) : (
          <KnowledgeGraphViewer
            graphKey={key}
            height={600}
            onGraphKeyChange={(next) =>
              setParams((p) => {
                p.set('graph', next);
                return p;
              })
            }
          />
        )}
      </Card>
    </div>
  );
}
