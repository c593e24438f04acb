/** /student/teaching/task (and /sjjx/courses/teaching_tasks): the chosen class's tasks with my status. */
import type { TStudentTaskItem } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { taskApi } from '../../api/tasks';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassBreadcrumb } from '../../features/class-selector/class-breadcrumb';
import { useClassChoice } from '../../features/class-selector/use-class-choice';
import { schoolTime } from '../../shared/school-time';
import { TaskStatusTag } from './task-labels';

export function StudentTaskListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choice = useClassChoice();
  const classId = choice.classId;
  useDocumentTitle(t('task.myTasks'));
  const list = useQuery({
    queryKey: [...queryKeys.tasks, 'student', classId],
    queryFn: () => taskApi.studentList(classId ?? 0),
    enabled: classId !== null,
  });
  return (
    <div className="page-container">
      <ClassBreadcrumb choice={choice} crumbs={[{ title: t('task.myTasks') }]} />
      <Card>
        <Table<TStudentTaskItem>
          rowKey="taskId"
          loading={list.isLoading}
          dataSource={list.data ?? []}
          locale={{ emptyText: t('task.noTasks') }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          columns={[
            { title: t('task.title'), dataIndex: 'title', key: 'title' },
            { title: t('task.type'), key: 'type', render: (_, r) => <Tag>{t(`task.types.${r.taskType}`)}</Tag> },
            {
              title: t('task.deadline'),
              key: 'deadline',
              render: (_, r) => schoolTime(r.deadline).format('YYYY-MM-DD HH:mm'),
            },
            { title: t('task.status'), key: 'status', render: (_, r) => <TaskStatusTag status={r.status} /> },
            {
              title: t('task.score'),
              key: 'score',
              render: (_, r) => (r.score === null ? '-' : `${r.score} / ${r.fullMark}`),
            },
            {
              title: t('common.actions'),
              key: 'go',
              render: (_, r) => (
                <Button
                  type="link"
                  onClick={() => navigate(`/student/teaching/taskAnswer?taskId=${r.taskId}&classId=${r.classId}`)}
                >
                  {r.status === 'notStarted' || r.status === 'inProgress' ? t('task.open') : t('task.view')}
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
