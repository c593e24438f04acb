/** /teacher/taskManage/index (and /teacher/teaching/taskManage, /sjjx/tea/task_manage): a class's tasks. */
import { PlusOutlined } from '@ant-design/icons';
import type { TCreateTaskRequest, TTeacherTaskItem } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { taskApi } from '../../api/tasks';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassBreadcrumb } from '../../features/class-selector/class-breadcrumb';
import { useClassChoice } from '../../features/class-selector/use-class-choice';
import { schoolTime } from '../../shared/school-time';
import { TaskFormModal } from './task-form-modal';

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
  const { modal } = App.useApp();
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  useDocumentTitle(t('task.manage'));
  const list = useQuery({
    queryKey: [...queryKeys.tasks, 'teacher', classId, pageNum],
    queryFn: () => taskApi.teacherList(classId ?? 0, pageNum),
    enabled: classId !== null,
  });
  const editing = useQuery({
    queryKey: [...queryKeys.tasks, 'teacherDetail', editingId],
    queryFn: () => taskApi.teacherDetail(editingId ?? 0),
    enabled: editingId !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
  const create = useMutation({
    mutationFn: taskApi.create,
    onSuccess: () => {
      setCreating(false);
      void refresh();
    },
  });
  const update = useMutation({
    mutationFn: (body: TCreateTaskRequest) => {
      const { classIds: _published, ...rest } = body;
      return taskApi.update({ ...rest, taskId: editingId ?? 0 });
    },
    onSuccess: () => {
      setEditingId(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (taskId: number) => taskApi.remove(taskId, classId ?? 0),
    onSuccess: () => void refresh(),
  });
  const confirmDelete = (task: TTeacherTaskItem) =>
    modal.confirm({
      title: t('task.deleteConfirm', { title: task.title }),
      content:
        task.submittedNumber > 0 ? t('task.deleteAnswers', { n: task.submittedNumber }) : t('task.deleteNoAnswers'),
      okText: t('task.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => remove.mutateAsync(task.taskId),
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
                render: (_, r) => schoolTime(r.deadline).format('YYYY-MM-DD HH:mm'),
              },
              { title: t('task.uploadRule'), key: 'rule', render: (_, r) => t(`task.uploadRules.${r.uploadRule}`) },
              {
                title: t('task.submitted'),
                key: 'submitted',
                render: (_, r) => `${r.submittedNumber} / ${r.studentNumber}`,
              },
              { title: t('task.rated'), dataIndex: 'ratedNumber', key: 'rated' },
              {
                title: t('common.actions'),
                key: 'go',
                render: (_, r) => (
                  <Space size={0}>
                    <Button type="link" onClick={() => navigate(progressPath(r.taskId))}>
                      {t('task.progress')}
                    </Button>
                    <Button
                      type="link"
                      loading={editing.isFetching && editingId === r.taskId}
                      onClick={() => setEditingId(r.taskId)}
                    >
                      {t('task.edit')}
                    </Button>
                    <Button type="link" danger onClick={() => confirmDelete(r)}>
                      {t('task.delete')}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
      {classId !== null ? (
        <>
          <TaskFormModal
            open={creating}
            busy={create.isPending}
            classId={classId}
            classes={choice.classes}
            onCancel={() => setCreating(false)}
            onSave={(body) => create.mutate(body)}
          />
          {editing.data && editingId === editing.data.taskId ? (
            <TaskFormModal
              open
              busy={update.isPending}
              classId={classId}
              classes={choice.classes}
              editing={editing.data}
              onCancel={() => setEditingId(null)}
              onSave={(body) => update.mutate(body)}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
