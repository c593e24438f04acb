/** A class's trainings (practical_exercises and index/{name}): open one, see the finished flag and score. */
import { LockOutlined } from '@ant-design/icons';
import {
  TEACHING_CLASS_TYPE,
  TrainingKindDescriptors,
  type TStudentTraining,
  type TTrainingKind,
} from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { classApi } from '../../api/classes';
import { queryKeys } from '../../api/query-keys';
import { trainingApi } from '../../api/trainings';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { trainingHref } from '../../features/trainings/use-training-route';
import { useTableScroll } from '../../shared/table-scroll';

/** `kind` narrows the table to one training kind (/student/practicals/index/{name}). */
export function TrainingListTable({ classId, kind }: { classId: number; kind?: TTrainingKind }) {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: [...queryKeys.trainingList, classId], queryFn: () => trainingApi.list(classId) });
  const rows = (list.data ?? []).filter((r) => kind === undefined || r.kind === kind);
  const scroll = useTableScroll();
  return (
    <Table<TStudentTraining>
      rowKey="trainingId"
      scroll={scroll}
      loading={list.isLoading}
      dataSource={rows}
      locale={{ emptyText: <Empty description={t('training.list.empty')} /> }}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      columns={[
        { title: t('training.list.title'), dataIndex: 'title' },
        {
          title: t('training.teacher.bankKind'),
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
          title: t('common.actions'),
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

/**
 * practical_exercises lists every training of the current class; /student/practicals/index/{name}
 * with a training kind's name lists that kind's (index/practical is the course page).
 */
export function TrainingListPage() {
  const { t } = useTranslation();
  const { name } = useParams();
  const kind = name && name in TrainingKindDescriptors ? (name as TTrainingKind) : undefined;
  const now = useQuery({ queryKey: queryKeys.nowClass, queryFn: () => classApi.nowClass(TEACHING_CLASS_TYPE) });
  const title = kind ? t(`training.kind.${kind}`) : t('training.list.title');
  useDocumentTitle(title);
  if (name && !kind) return <Empty className="page-container" description={t('notFound.text')} />;
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {title}
      </Typography.Title>
      <Card>
        {now.data?.classId ? (
          <TrainingListTable classId={now.data.classId} kind={kind} />
        ) : (
          <Empty description={t('joinClass.empty')} />
        )}
      </Card>
    </div>
  );
}
