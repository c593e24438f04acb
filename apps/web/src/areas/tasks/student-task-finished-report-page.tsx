/**
 * /student/teaching/taskFinishedReport?taskId=&classId=: the completion report. The student's
 * score, comment and class rank beside the class's figures (handed in, rated, average, highest,
 * lowest) and a chart of the score bands. No classmate is named.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumb, Card, Col, Empty, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
// The ESM build: the CommonJS one arrives as a module object under Vite's interop.
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { taskApi } from '../../api/tasks';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { TaskStatusTag } from './task-labels';

echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

const BAND_COLOURS = ['#ef4444', '#f59e0b', '#eab308', '#3b82f6', '#22c55e'];

export function StudentTaskFinishedReportPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const taskId = Number(params.get('taskId')) || 0;
  const classId = Number(params.get('classId')) || 0;
  const report = useQuery({
    queryKey: [...queryKeys.tasks, 'finishedReport', taskId, classId],
    queryFn: () => taskApi.finishedReport(taskId, classId),
    enabled: taskId > 0,
  });
  const data = report.data;
  useDocumentTitle(t('task.finishedReport'));
  if (!data) {
    return (
      <div className="page-container">
        <Card>{report.isError ? <Empty description={t('task.noTasks')} /> : <Skeleton active />}</Card>
      </div>
    );
  }
  const chart = {
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 24, bottom: 32 },
    xAxis: { type: 'category', data: data.bands.map((b) => `${b.band}%`) },
    yAxis: { type: 'value', minInterval: 1, name: t('task.bandPeople') },
    series: [
      {
        type: 'bar',
        name: t('task.bandPeople'),
        barMaxWidth: 48,
        data: data.bands.map((b, i) => ({ value: b.count, itemStyle: { color: BAND_COLOURS[i] } })),
      },
    ],
  };
  const dash = (n: number | null) => (n === null ? '-' : n);
  return (
    <div className="page-container">
      <Breadcrumb
        className="page-title"
        items={[
          { title: <Link to="/student/teaching/task">{t('task.myTasks')}</Link> },
          { title: <Link to={`/student/teaching/taskAnswerReport?${params}`}>{data.title}</Link> },
          { title: t('task.finishedReport') },
        ]}
      />
      <Space orientation="vertical" size={16} style={{ width: '100%', maxWidth: 960 }}>
        <Card title={t('task.myResult')} extra={<TaskStatusTag status={data.status} />}>
          <Row gutter={16}>
            <Col xs={12} md={8}>
              <Statistic
                title={t('task.score')}
                value={data.score ?? '-'}
                suffix={data.score === null ? undefined : `/ ${data.fullMark}`}
              />
            </Col>
            <Col xs={12} md={8}>
              <Statistic
                title={t('task.rank')}
                value={data.rank === null ? '-' : t('task.rankValue', { rank: data.rank })}
              />
            </Col>
          </Row>
          {data.comment ? (
            <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
              {t('task.comment')}
              {t('common.colon')}
              {data.comment}
            </Typography.Paragraph>
          ) : null}
          {data.rank === null ? (
            <Alert style={{ marginTop: 12 }} type="info" showIcon message={t('task.notRatedYet')} />
          ) : null}
        </Card>
        <Card title={t('task.classFigures')}>
          <Row gutter={16}>
            <Col xs={12} md={6}>
              <Statistic
                title={t('task.submitted')}
                value={t('task.submittedOf', { submitted: data.submittedNumber, total: data.studentNumber })}
              />
            </Col>
            <Col xs={12} md={4}>
              <Statistic title={t('task.ratedNumber')} value={data.ratedNumber} />
            </Col>
            <Col xs={8} md={5}>
              <Statistic title={t('task.average')} value={dash(data.average)} />
            </Col>
            <Col xs={8} md={4}>
              <Statistic title={t('task.highest')} value={dash(data.highest)} />
            </Col>
            <Col xs={8} md={5}>
              <Statistic title={t('task.lowest')} value={dash(data.lowest)} />
            </Col>
          </Row>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('task.bandsChart')}
          </Typography.Title>
          <ReactEChartsCore echarts={echarts} option={chart} style={{ height: 260 }} notMerge />
        </Card>
      </Space>
    </div>
  );
}
