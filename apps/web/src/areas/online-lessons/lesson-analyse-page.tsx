/** /student/teaching/lessonAnalyse?lessonId=: a lesson's analysis with the student's own result. */
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { onlineLessonApi } from '../../api/online-lessons';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { LessonAnalysis } from './lesson-analysis';

export function LessonAnalysePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const lessonId = Number(params.get('lessonId')) || 0;
  const analysis = useQuery({
    queryKey: [...queryKeys.onlineLesson, lessonId, 'analysis'],
    queryFn: () => onlineLessonApi.studentAnalyse(lessonId),
    enabled: lessonId > 0,
  });
  useDocumentTitle(t('classroom.analysis'));
  return (
    <div className="page-container">
      <Breadcrumb
        className="page-title"
        items={[
          { title: <Link to="/student/teaching/onlineHistory">{t('classroom.history')}</Link> },
          { title: analysis.data?.title ?? '' },
          { title: t('classroom.analysis') },
        ]}
      />
      {analysis.isLoading ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : analysis.data ? (
        <LessonAnalysis analysis={analysis.data} />
      ) : (
        <Card>
          <Empty description={lessonId ? undefined : t('classroom.noHistory')} />
        </Card>
      )}
    </div>
  );
}
