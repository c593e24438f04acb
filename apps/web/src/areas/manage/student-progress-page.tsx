/**
 * /manage/manage/practical_skills_student_progress_details?classId=&userId= (part 2 §2.3): one
 * student of a class of the manager's school: progress through the course chapter by chapter and
 * step by step, average training score, and the training attempts they handed in.
 */

import type { TStudentProgressDetails, TTrainingKind } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Progress, Row, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { manageStatsApi, manageStatsKeys } from '../../api/manage-stats';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useTableScroll } from '../../shared/table-scroll';
import { percentText } from '../analytics/report-format';
import { ReportState } from '../analytics/report-parts';
import { progressPath } from './class-progress-table';

type Step = TStudentProgressDetails['chapters'][number]['steps'][number];
/** A step with its chapter beside it: the chapter's cell spans its steps' rows. */
type StepRow = Step & { chapter: string; span: number; chapterCompleted: number; chapterActivities: number };

const stepRows = (chapters: TStudentProgressDetails['chapters']): StepRow[] =>
  chapters.flatMap((c) => {
    const chapterCompleted = c.steps.reduce((n, s) => n + s.completed, 0);
    const chapterActivities = c.steps.reduce((n, s) => n + s.activities, 0);
    return c.steps.map((s, i) => ({
      ...s,
      chapter: c.title,
      span: i === 0 ? c.steps.length : 0,
      chapterCompleted,
      chapterActivities,
    }));
  });
type Attempt = TStudentProgressDetails['attempts'][number];

export function StudentProgressPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const classId = Number(params.get('classId')) || null;
  const userId = Number(params.get('userId')) || null;
  useDocumentTitle(t('manageStats.student.title'));
  const query = useQuery({
    queryKey: [...manageStatsKeys.studentProgress, classId, userId],
    queryFn: () => manageStatsApi.studentProgress(classId ?? 0, userId ?? 0),
    enabled: classId !== null && userId !== null,
  });
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        <Link to="/manage/manage/progress_score">{t('manageStats.progress.title')}</Link> /{' '}
        {query.data ? query.data.student.name : t('manageStats.student.title')}
      </Typography.Title>
      {classId === null || userId === null ? (
        <Card>
          <Empty description={t('manageStats.progress.missing')} />
        </Card>
      ) : (
        <ReportState query={query} failedText={t('manageStats.progress.loadFailed')}>
          {(r) => <Details details={r} />}
        </ReportState>
      )}
    </div>
  );
}

function Details({ details: r }: { details: TStudentProgressDetails }) {
  const { t } = useTranslation();
  const scroll = useTableScroll();
  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" wrap gap={8} style={{ marginBottom: 12 }}>
          <Typography.Text>
            {r.student.name} · {r.student.mobile} · {r.className}
            {r.courseName ? ` · ${r.courseName}` : ''}
          </Typography.Text>
          <Link to={progressPath(r.classId)}>{t('manageStats.student.back', { name: r.className })}</Link>
        </Flex>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <Statistic
              title={t('manageStats.progress.progress')}
              value={percentText(r.progress)}
              data-testid="student-progress"
            />
            <Typography.Text type="secondary">
              {t('manageStats.student.summary', { completed: r.completed, activities: r.activities })}
            </Typography.Text>
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('manageStats.progress.averageScore')} value={percentText(r.averageScore)} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('manageStats.progress.attempts')} value={r.attempts.length} />
          </Col>
        </Row>
      </Card>
      <Card title={t('manageStats.student.steps')} data-testid="student-steps">
        {r.chapters.length === 0 ? (
          <Empty description={t('manageStats.student.noCourse')} />
        ) : (
          <Table<StepRow>
            rowKey="stepId"
            size="small"
            scroll={scroll}
            pagination={false}
            dataSource={stepRows(r.chapters)}
            columns={[
              {
                title: t('manageStats.student.chapter'),
                dataIndex: 'chapter',
                onCell: (s) => ({ rowSpan: s.span }),
                render: (title: string, s) => (
                  <Flex vertical gap={4}>
                    <Typography.Text strong>{title}</Typography.Text>
                    <Typography.Text type="secondary">
                      {s.chapterCompleted}/{s.chapterActivities}
                    </Typography.Text>
                  </Flex>
                ),
              },
              { title: t('manageStats.student.step'), dataIndex: 'title' },
              { title: t('manageStats.student.activities'), dataIndex: 'activities', width: 90 },
              {
                title: t('manageStats.student.done'),
                width: 200,
                render: (_v, s) => (
                  <Progress
                    aria-label={`${s.title}: ${t('manageStats.student.done')}`}
                    size="small"
                    percent={s.activities > 0 ? Math.round((s.completed / s.activities) * 100) : 0}
                    format={() => `${s.completed}/${s.activities}`}
                  />
                ),
              },
              {
                title: t('manageStats.student.inProgress'),
                dataIndex: 'inProgress',
                width: 100,
                render: (n: number) => (n > 0 ? <Tag color="processing">{n}</Tag> : '-'),
              },
            ]}
          />
        )}
      </Card>
      <Card title={t('manageStats.student.attempts')}>
        <Table<Attempt>
          rowKey="attemptId"
          size="middle"
          scroll={scroll}
          dataSource={r.attempts}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: <Empty description={t('manageStats.student.noAttempts')} /> }}
          data-testid="student-attempts"
          columns={[
            { title: t('manageStats.student.training'), dataIndex: 'trainingTitle' },
            {
              title: t('manageStats.student.kind'),
              dataIndex: 'kind',
              render: (kind: string) => t(`training.kind.${kind as TTrainingKind}`, { defaultValue: kind }),
            },
            { title: t('manageStats.student.submittedAt'), dataIndex: 'submittedAt' },
            { title: t('manageStats.student.minutes'), dataIndex: 'minutes' },
            {
              title: t('manageStats.student.score'),
              dataIndex: 'score',
              render: (s: number | null) =>
                s === null ? <Tag color="warning">{t('manageStats.student.pending')}</Tag> : percentText(s),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
