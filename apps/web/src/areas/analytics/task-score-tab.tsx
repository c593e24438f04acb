/**
 * Task scores: each task given to the class (submissions, ratings, the rated scores in points of
 * its full mark) with the averages as shares of the full mark side by side, and each student's
 * submissions and average.
 */

import type { TTaskScoreReport } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Grid, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { analyticsApi } from '../../api/analytics';
import { queryKeys } from '../../api/query-keys';
import { formatSchoolTime } from '../../shared/school-time';
import { useTableScroll } from '../../shared/table-scroll';
import { barOption } from './chart-options';
import { ReportChart } from './report-chart';
import { compareNullable, figureText, percentText, shareOfFullMark } from './report-format';
import { HintTitle, OneLine, ReportEmpty, ReportState, ReportToolbar, studentColumns } from './report-parts';

type Task = TTaskScoreReport['tasks'][number];
type Row = TTaskScoreReport['rows'][number];

export function TaskScoreTab({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const report = useQuery({
    queryKey: [...queryKeys.dataReport, 'taskScore', classId],
    queryFn: () => analyticsApi.taskScore(classId),
  });
  return (
    <>
      <ReportToolbar exportRequest={{ classId, report: 'taskScore' }} />
      <ReportState query={report}>
        {(r) =>
          r.tasks.length === 0 ? (
            <ReportEmpty
              text={t('dataReport.taskScore.empty')}
              extra={<Link to="/teacher/teaching/taskManage">{t('dataReport.taskScore.toTasks')}</Link>}
            />
          ) : (
            <TaskScoreBody report={r} />
          )
        }
      </ReportState>
    </>
  );
}

function TaskScoreBody({ report: r }: { report: TTaskScoreReport }) {
  const { t } = useTranslation();
  const scroll = useTableScroll();
  const chartTitle = t('dataReport.taskScore.chart');
  // Each title gets its share of the plot's width (about 1000 px on a desktop, 240 on a phone).
  const wide = Grid.useBreakpoint().md ?? false;
  const chartWidth = wide ? 1000 : 240;
  const labelWidth = Math.min(260, Math.max(64, Math.floor(chartWidth / Math.max(1, r.tasks.length)) - 16));
  const points = (v: number | null) => figureText(v);
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={chartTitle}>
        <ReportChart
          label={chartTitle}
          option={barOption({
            labels: r.tasks.map((task) => task.title),
            labelWidth,
            series: [
              {
                name: t('dataReport.taskScore.average'),
                values: r.tasks.map((task) => shareOfFullMark(task.average, task.fullMark)),
              },
            ],
            percent: true,
          })}
        />
      </Card>
      <Card size="small" title={t('dataReport.taskScore.tasks')}>
        <Table<Task>
          rowKey="taskId"
          size="small"
          dataSource={r.tasks}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={scroll}
          columns={[
            {
              title: t('dataReport.taskScore.title'),
              dataIndex: 'title',
              render: (title: string) => <OneLine text={title} width={wide ? 240 : 140} />,
            },
            {
              title: t('dataReport.taskScore.deadline'),
              dataIndex: 'deadline',
              render: (v: string | null) => (v ? formatSchoolTime(v) : t('dataReport.taskScore.noDeadline')),
            },
            {
              title: t('dataReport.taskScore.submitted'),
              key: 'submitted',
              align: 'right',
              sorter: (a, b) => a.submitted - b.submitted,
              render: (_v, task) => `${task.submitted} / ${task.students}`,
            },
            { title: t('dataReport.taskScore.rated'), dataIndex: 'rated', align: 'right' },
            { title: t('dataReport.taskScore.fullMark'), dataIndex: 'fullMark', align: 'right' },
            {
              title: t('dataReport.taskScore.average'),
              dataIndex: 'average',
              align: 'right',
              sorter: (a, b, order) =>
                compareNullable(shareOfFullMark(a.average, a.fullMark), shareOfFullMark(b.average, b.fullMark), order),
              render: points,
            },
            { title: t('dataReport.taskScore.highest'), dataIndex: 'highest', align: 'right', render: points },
            { title: t('dataReport.taskScore.lowest'), dataIndex: 'lowest', align: 'right', render: points },
          ]}
        />
      </Card>
      <Card size="small" title={t('dataReport.taskScore.students')}>
        <Table<Row>
          rowKey="studentId"
          size="small"
          dataSource={r.rows}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={scroll}
          columns={[
            ...studentColumns<Row>(t),
            {
              title: t('dataReport.taskScore.studentSubmitted'),
              dataIndex: 'submitted',
              align: 'right',
              sorter: (a, b) => a.submitted - b.submitted,
            },
            {
              title: t('dataReport.taskScore.rated'),
              dataIndex: 'rated',
              align: 'right',
              sorter: (a, b) => a.rated - b.rated,
            },
            {
              title: (
                <HintTitle
                  title={t('dataReport.taskScore.studentAverage')}
                  hint={t('dataReport.taskScore.studentAverageHint')}
                />
              ),
              dataIndex: 'average',
              align: 'right',
              defaultSortOrder: 'descend',
              sorter: (a, b, order) => compareNullable(a.average, b.average, order),
              render: (v: number | null) => <Typography.Text strong={v !== null}>{percentText(v)}</Typography.Text>,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
