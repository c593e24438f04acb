/**
 * Learning time: the minutes of the attempts the class submitted over the last 7 days, 30 days or
 * 6 months, per day, per training kind and per student.
 */

import { LearningRanges, type TLearningRange, type TLearningTimeReport } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Segmented, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { analyticsApi } from '../../api/analytics';
import { queryKeys } from '../../api/query-keys';
import { useTableScroll } from '../../shared/table-scroll';
import { lineOption, pieOption } from './chart-options';
import { ReportChart } from './report-chart';
import { figureText, round1 } from './report-format';
import { ReportEmpty, ReportState, ReportToolbar, studentColumns } from './report-parts';
import type { ReportChoices } from './use-report-choices';

type StudentRow = TLearningTimeReport['rows'][number];

export function LearningTimeTab({ classId, choices }: { classId: number; choices: ReportChoices }) {
  const { t } = useTranslation();
  const { range } = choices;
  const report = useQuery({
    queryKey: [...queryKeys.dataReport, 'learningTime', classId, range],
    queryFn: () => analyticsApi.learningTime(classId, range),
    // The chosen period's figures stay on screen while the next period's load.
    placeholderData: (previous) => previous,
  });
  return (
    <>
      <ReportToolbar exportRequest={{ classId, report: 'learningTime', range }}>
        <Segmented<TLearningRange>
          aria-label={t('dataReport.learningTime.chooseRange')}
          value={range}
          onChange={choices.chooseRange}
          options={LearningRanges.map((r) => ({ value: r, label: t(`dataReport.learningTime.range.${r}`) }))}
          data-testid="report-range"
        />
        {report.data ? (
          <Typography.Text type="secondary">
            {t('dataReport.learningTime.period', { from: report.data.from, to: report.data.to })}
          </Typography.Text>
        ) : null}
      </ReportToolbar>
      <ReportState query={report}>
        {(r) =>
          r.rows.length === 0 ? (
            <ReportEmpty text={t('dataReport.noStudents')} />
          ) : r.rows.every((row) => row.attempts === 0) ? (
            <ReportEmpty text={t('dataReport.learningTime.empty')} />
          ) : (
            <LearningTimeBody report={r} />
          )
        }
      </ReportState>
    </>
  );
}

function LearningTimeBody({ report: r }: { report: TLearningTimeReport }) {
  const { t } = useTranslation();
  const scroll = useTableScroll();
  const total = round1(r.days.reduce((sum, d) => sum + d.minutes, 0));
  const attempts = r.rows.reduce((sum, row) => sum + row.attempts, 0);
  const active = r.rows.filter((row) => row.attempts > 0).length;
  const perDay = t('dataReport.learningTime.perDay');
  const byKind = t('dataReport.learningTime.byKind');
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={12} sm={8}>
          <Statistic title={t('dataReport.learningTime.total')} value={total} />
        </Col>
        <Col xs={12} sm={8}>
          <Statistic title={t('dataReport.learningTime.attempts')} value={attempts} />
        </Col>
        <Col xs={12} sm={8}>
          <Statistic title={t('dataReport.learningTime.activeStudents')} value={active} suffix={`/ ${r.rows.length}`} />
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Card size="small" title={perDay}>
            <ReportChart
              label={perDay}
              option={lineOption({
                // Month and day: the period above the chart says the year.
                labels: r.days.map((d) => d.day.slice(5)),
                values: r.days.map((d) => d.minutes),
                name: t('dataReport.learningTime.minutes'),
                unit: t('dataReport.learningTime.unit'),
              })}
            />
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Card size="small" title={byKind}>
            <ReportChart
              label={byKind}
              option={pieOption({
                name: byKind,
                items: r.kinds.map((k) => ({ name: t(`training.kind.${k.kind}`), value: k.minutes })),
              })}
            />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('dataReport.learningTime.table')}>
        <Table<StudentRow>
          rowKey="studentId"
          size="small"
          dataSource={r.rows}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={scroll}
          columns={[
            ...studentColumns<StudentRow>(t),
            {
              title: t('dataReport.learningTime.minutes'),
              dataIndex: 'minutes',
              align: 'right',
              defaultSortOrder: 'descend',
              sorter: (a, b) => a.minutes - b.minutes,
              render: (v: number) => figureText(v),
            },
            {
              title: t('dataReport.learningTime.attempts'),
              dataIndex: 'attempts',
              align: 'right',
              sorter: (a, b) => a.attempts - b.attempts,
            },
            {
              title: t('dataReport.learningTime.activeDays'),
              dataIndex: 'activeDays',
              align: 'right',
              sorter: (a, b) => a.activeDays - b.activeDays,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
