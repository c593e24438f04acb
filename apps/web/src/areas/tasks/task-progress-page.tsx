/**
 * /teacher/taskManage/task_stu_process?taskId=&classId= (and taskRate, task_stu_process_details,
 * /teacher/teaching/taskRate): each student's status; open an answer to read and rate it.
 */
import type { TTaskProgressRow } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Breadcrumb,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Skeleton,
  Table,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { taskApi } from '../../api/tasks';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { DocumentPreviewButton } from '../../features/documents/document-preview-button';
import { schoolTime } from '../../shared/school-time';
import { TaskStatusTag } from './task-labels';
import { taskBase } from './task-manage-page';

function RateModal({
  taskId,
  classId,
  student,
  onClose,
}: {
  taskId: number;
  classId: number;
  student: TTaskProgressRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ score: number; comment: string }>();
  const answer = useQuery({
    queryKey: [...queryKeys.tasks, 'answer', taskId, classId, student.studentId],
    queryFn: () => taskApi.answerDetail(taskId, classId, student.studentId),
  });
  const rate = useMutation({
    mutationFn: (v: { score: number; comment: string }) =>
      taskApi.rate({ taskId, classId, studentId: student.studentId, score: v.score, comment: v.comment }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks });
      onClose();
    },
  });
  const data = answer.data;
  return (
    <Modal
      open
      title={`${t('task.rate')} · ${student.name}`}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={rate.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      width={640}
    >
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('task.answer')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {data.text || '-'}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('task.attachments')}>
              {data.files.length === 0
                ? '-'
                : data.files.map((f) => (
                    <div key={f.url}>
                      <a href={f.url} target="_blank" rel="noreferrer">
                        {f.name}
                      </a>
                      <DocumentPreviewButton fileUrl={f.url} fileName={f.name} />
                    </div>
                  ))}
            </Descriptions.Item>
          </Descriptions>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ score: data.score ?? undefined, comment: data.comment ?? '' }}
            onFinish={(v) => rate.mutate(v)}
          >
            <Form.Item
              name="score"
              label={`${t('task.score')}（${t('task.fullMark')} ${data.fullMark}）`}
              rules={[{ required: true }, { type: 'number', min: 0, max: data.fullMark }]}
            >
              <InputNumber min={0} max={data.fullMark} precision={0} />
            </Form.Item>
            <Form.Item
              name="comment"
              label={t('task.comment')}
              rules={[{ required: true, whitespace: true, max: 2000 }]}
            >
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}

export function TaskProgressPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const taskId = Number(params.get('taskId')) || 0;
  const classId = Number(params.get('classId')) || 0;
  const [rating, setRating] = useState<TTaskProgressRow | null>(null);
  useDocumentTitle(t('task.progress'));
  const rows = useQuery({
    queryKey: [...queryKeys.tasks, 'progress', taskId, classId],
    queryFn: () => taskApi.progress(taskId, classId),
    enabled: taskId > 0 && classId > 0,
  });
  const listPath =
    taskBase(pathname) === '/teacher/teaching' ? '/teacher/teaching/taskManage' : '/teacher/taskManage/index';
  return (
    <div className="page-container">
      <Breadcrumb
        className="page-title"
        items={[{ title: <Link to={listPath}>{t('task.manage')}</Link> }, { title: t('task.progress') }]}
      />
      <Card>
        <Table<TTaskProgressRow>
          rowKey="studentId"
          loading={rows.isLoading}
          dataSource={rows.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          columns={[
            { title: t('classroom.student'), dataIndex: 'name', key: 'name' },
            { title: t('classroom.mobile'), dataIndex: 'mobile', key: 'mobile' },
            { title: t('task.status'), key: 'status', render: (_, r) => <TaskStatusTag status={r.status} /> },
            {
              title: t('task.submitted'),
              key: 'at',
              render: (_, r) => (r.submittedAt ? schoolTime(r.submittedAt).format('YYYY-MM-DD HH:mm') : '-'),
            },
            { title: t('task.score'), key: 'score', render: (_, r) => r.score ?? '-' },
            {
              title: t('common.actions'),
              key: 'rate',
              render: (_, r) =>
                r.submittedAt ? (
                  <Button type="link" onClick={() => setRating(r)}>
                    {t('task.viewAndRate')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
      {rating ? <RateModal taskId={taskId} classId={classId} student={rating} onClose={() => setRating(null)} /> : null}
    </div>
  );
}
