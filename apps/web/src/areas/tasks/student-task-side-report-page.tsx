/**
 * /student/teaching/taskLlAnswerReport?taskId=&classId=: the answer report's second layout. The
 * task's material and the student's answer side by side (the answer pages' split layout), with the
 * teacher's rating above the answer.
 */
import { useQuery } from '@tanstack/react-query';
import { Breadcrumb, Card, Descriptions, Empty, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { taskApi } from '../../api/tasks';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { SplitLayout } from '../../features/trainings/split-layout';
import { schoolTime } from '../../shared/school-time';
import { TaskStatusTag } from './task-labels';
import { TaskMaterial } from './task-material';
import { TaskRating } from './task-rating';

export function StudentTaskSideReportPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const taskId = Number(params.get('taskId')) || 0;
  const classId = Number(params.get('classId')) || 0;
  const task = useQuery({
    queryKey: [...queryKeys.tasks, 'detail', taskId, classId],
    queryFn: () => taskApi.detail(taskId, classId),
    enabled: taskId > 0,
  });
  const data = task.data;
  useDocumentTitle(data?.title ?? t('task.myTasks'));
  if (!data) {
    return (
      <div className="page-container">
        <Card>{task.isError ? <Empty description={t('task.noTasks')} /> : <Skeleton active />}</Card>
      </div>
    );
  }
  const answered = data.submittedAt !== null;
  return (
    <div className="page-container">
      <Breadcrumb
        className="page-title"
        items={[
          { title: <Link to="/student/teaching/task">{t('task.myTasks')}</Link> },
          { title: <Link to={`/student/teaching/taskAnswerReport?${params}`}>{data.title}</Link> },
          { title: t('task.sideBySide') },
        ]}
      />
      <Card>
        <SplitLayout
          label={t('task.sideBySide')}
          left={
            <Space orientation="vertical" style={{ width: '100%', paddingRight: 12 }}>
              <Typography.Title level={5}>{t('task.material')}</Typography.Title>
              <TaskMaterial task={data} />
            </Space>
          }
          right={
            <Space orientation="vertical" style={{ width: '100%', paddingLeft: 12 }}>
              <Space>
                <Typography.Title level={5} style={{ margin: 0 }}>
                  {t('task.myAnswer')}
                </Typography.Title>
                <TaskStatusTag status={data.status} />
              </Space>
              <TaskRating task={data} />
              {answered ? (
                <>
                  <Descriptions size="small" column={1}>
                    <Descriptions.Item label={t('task.submittedAt')}>
                      {schoolTime(data.submittedAt).format('YYYY-MM-DD HH:mm')}
                    </Descriptions.Item>
                  </Descriptions>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{data.text}</Typography.Paragraph>
                  {data.files.map((f) => (
                    <a key={f.url} href={f.url} target="_blank" rel="noreferrer">
                      {f.name}
                    </a>
                  ))}
                </>
              ) : (
                <Empty description={t('task.noAnswer')} />
              )}
            </Space>
          }
        />
      </Card>
    </div>
  );
}
