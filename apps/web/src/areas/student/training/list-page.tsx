/** A class's trainings (practical_exercises and index/{name}): open one, see the finished flag and score. */
import { LockOutlined } from '@ant-design/icons';
import type { TStudentTraining } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api, trainingApi } from '../../../api/endpoints';
import { queryKeys } from '../../../api/query-keys';
import { useDocumentTitle } from '../../../features/brand/use-document-title';
import { trainingHref } from '../../../features/training/use-training-route';

export function TrainingListTable({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: [...queryKeys.trainingList, classId], queryFn: () => trainingApi.list(classId) });
  return (
    <Table<TStudentTraining>
      rowKey="trainingId"
      loading={list.isLoading}
      dataSource={list.data ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      columns={[
        { title: t('training.list.title'), dataIndex: 'title' },
        {
          title: '',
          dataIndex: 'kind',
          render: (k: TStudentTraining['kind']) => <Tag color="blue">{t(`training.kind.${k}`)}</Tag>,
        },
        {
          title: t('training.questions'),
          dataIndex: 'questionCount',
          render: (n: number) => t('training.list.questionsCount', { n }),
        },
        {
          title: t('training.teacher.finished'),
          dataIndex: 'finished',
          render: (f: number) =>
            f === 2 ? (
              <Tag color="success">{t('course.finished.completed')}</Tag>
            ) : f === 1 ? (
              <Tag color="processing">{t('course.finished.inProgress')}</Tag>
            ) : (
              <Tag>{t('course.finished.notStarted')}</Tag>
            ),
        },
        { title: t('training.score'), render: (_v, r) => (r.score === null ? '-' : `${r.score} / ${r.fullMark}`) },
        {
          title: '',
          render: (_v, r) => (
            <Space>
              {r.lockReason ? (
                <Tag icon={<LockOutlined />} data-testid="training-locked">
                  {t(`course.lockReason.${r.lockReason}`)}
                </Tag>
              ) : (
                <Link to={trainingHref(r.kind, 'answer', { classId, trainingId: r.trainingId })}>
                  {r.finished === 1 ? t('training.list.continue') : t('training.list.open')}
                </Link>
              )}
              {r.attempts > 0 ? (
                <Link to={trainingHref(r.kind, 'history', { classId, trainingId: r.trainingId })}>
                  {t('training.history')}
                </Link>
              ) : null}
            </Space>
          ),
        },
      ]}
    />
  );
}

export function TrainingListPage() {
  const { t } = useTranslation();
  const now = useQuery({ queryKey: queryKeys.nowClass, queryFn: () => api.nowClass(0) });
  useDocumentTitle(t('training.list.title'));
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t('training.list.title')}
      </Typography.Title>
      <Card>
        {now.data?.classId ? (
          <TrainingListTable classId={now.data.classId} />
        ) : (
          <Empty description={t('joinClass.empty')} />
        )}
      </Card>
    </div>
  );
}
