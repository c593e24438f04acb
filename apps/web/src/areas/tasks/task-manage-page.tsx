/** /teacher/taskManage/index (and /teacher/teaching/taskManage, /sjjx/tea/task_manage): a class's tasks. */
import { PlusOutlined } from '@ant-design/icons';
import type { TTeacherTaskItem } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { taskApi } from '../../api/task-endpoints';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassBreadcrumb } from '../../features/class-selector/class-breadcrumb';
import { useClassChoice } from '../../features/class-selector/use-class-choice';
import { CreateTaskModal } from './create-task-modal';

export const taskBase = (pathname: string) =>
  pathname.startsWith('/teacher/teaching') ? '/teacher/teaching' : '/teacher/taskManage';

export function TaskManagePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choice = useClassChoice();
  const classId = choice.classId;
  const [pageNum, setPageNum] = useState(1);
  const [creating, setCreating] = useState(false);
  useDocumentTitle(t('task.manage'));
  const list = useQuery({
    queryKey: [...queryKeys.tasks, 'teacher', classId, pageNum],
    queryFn: () => taskApi.teacherList(classId ?? 0, pageNum),
    enabled: classId !== null,
  });
  const create = useMutation({
    mutationFn: taskApi.create,
    onSuccess: () => {
      setCreating(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
    },
  });
  const progressPath = (taskId: number) =>
    `${taskBase(pathname)}/${taskBase(pathname) === '/teacher/teaching' ? 'taskRate' : 'task_stu_process'}?taskId=${taskId}&classId=${classId}`;
  return (
    <div className="page-container">
      <ClassBreadcrumb
        choice={choice}
        crumbs={[{ title: t('task.manage') }]}
        extra={
          <Button type="primary" icon={<PlusOutlined />} disabled={classId === null} onClick={() => setCreating(true)}>
            {t('task.publish')}
          </Button>
        }
      />
      <Card>
        {classId === null && !choice.loading ? (
          <Empty description={t('classroom.chooseClass')} />
        ) : (
          <Table<TTeacherTaskItem>
            rowKey="taskId"
            loading={list.isLoading}
            dataSource={list.data?.list ?? []}
            locale={{ emptyText: t('task.noTasks') }}
            pagination={{
              current: pageNum,
              pageSize: 10,
              total: list.data?.page.total ?? 0,
              onChange: setPageNum,
              hideOnSinglePage: true,
            }}
            columns={[
              { title: t('task.title'), dataIndex: 'title', key: 'title' },
              { title: t('task.type'), key: 'type', render: (_, r) => <Tag>{t(`task.types.${r.taskType}`)}</Tag> },
              {
                title: t('task.deadline'),
                key: 'deadline',
                render: (_, r) => dayjs(r.deadline).format('YYYY-MM-DD HH:mm'),
              },
              { title: t('task.uploadRule'), key: 'rule', render: (_, r) => t(`task.uploadRules.${r.uploadRule}`) },
              {
                title: t('task.submitted'),
                key: 'submitted',
                render: (_, r) => `${r.submittedNumber} / ${r.studentNumber}`,
              },
              { title: t('task.rated'), dataIndex: 'ratedNumber', key: 'rated' },
              {
                title: '',
                key: 'go',
                render: (_, r) => (
                  <Button type="link" onClick={() => navigate(progressPath(r.taskId))}>
                    {t('task.progress')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
      {classId !== null ? (
        <CreateTaskModal
          open={creating}
          busy={create.isPending}
          classId={classId}
          onCancel={() => setCreating(false)}
          onCreate={(body) => create.mutate(body)}
        />
      ) : null}
    </div>
  );
}
