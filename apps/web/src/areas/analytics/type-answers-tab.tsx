/**
 * Answers by question type (typeAnswerStatistics): right ratio and facility of each question type
 * over the class's first attempts, of all trainings or one.
 */

import type { TTypeAnswerReport } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { analyticsApi } from '../../api/analytics';
import { queryKeys } from '../../api/query-keys';
import { useTableScroll } from '../../shared/table-scroll';
import { barOption } from './chart-options';
import { ReportChart } from './report-chart';
import { compareNullable, percentText } from './report-format';
import {
  AnswerCounts,
  HintTitle,
  ReportEmpty,
  ReportState,
  ReportToolbar,
  TrainingPicker,
  useTypeName,
} from './report-parts';
import type { ReportChoices } from './use-report-choices';

type Row = TTypeAnswerReport['rows'][number];

export function TypeAnswersTab({ classId, choices }: { classId: number; choices: ReportChoices }) {
  const { t } = useTranslation();
  const { trainingId } = choices;
  const report = useQuery({
    queryKey: [...queryKeys.dataReport, 'typeAnswerStatistics', classId, trainingId],
    queryFn: () => analyticsApi.typeAnswers(classId, trainingId),
  });
  return (
    <ReportState query={report}>
      {(r) => (
        <>
          <ReportToolbar exportRequest={{ classId, report: 'typeAnswerStatistics', trainingId }}>
            <TrainingPicker trainings={r.trainings} value={trainingId} onChange={choices.chooseTraining} />
          </ReportToolbar>
          {r.rows.length === 0 ? <ReportEmpty text={t('dataReport.typeAnswers.empty')} /> : <TypeBody rows={r.rows} />}
        </>
      )}
    </ReportState>
  );
}

function TypeBody({ rows }: { rows: Row[] }) {
  const { t } = useTranslation();
  const scroll = useTableScroll();
  const typeName = useTypeName();
  const chartTitle = t('dataReport.typeAnswers.chart');
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('dataReport.firstAttempts')}
      </Typography.Paragraph>
      <Card size="small" title={chartTitle}>
        <ReportChart
          label={chartTitle}
          option={barOption({
            labels: rows.map((r) => typeName(r.subjectType)),
            series: [
              { name: t('dataReport.righTratio.rightRatio'), values: rows.map((r) => r.rightRatio) },
              { name: t('dataReport.righTratio.facility'), values: rows.map((r) => r.facility) },
            ],
            percent: true,
          })}
        />
      </Card>
      <Card size="small" title={t('dataReport.typeAnswers.table')}>
        <Table<Row>
          rowKey="subjectType"
          size="small"
          dataSource={rows}
          pagination={false}
          scroll={scroll}
          columns={[
            {
              title: t('dataReport.typeAnswers.type'),
              dataIndex: 'subjectType',
              render: (v: number) => <Tag>{typeName(v)}</Tag>,
            },
            {
              title: t('dataReport.typeAnswers.questions'),
              dataIndex: 'questions',
              align: 'right',
              sorter: (a, b) => a.questions - b.questions,
            },
            {
              title: t('dataReport.typeAnswers.answers'),
              dataIndex: 'answers',
              align: 'right',
              sorter: (a, b) => a.answers - b.answers,
            },
            {
              title: t('dataReport.righTratio.answers'),
              key: 'counts',
              // Teacher-graded types have no right or wrong: a dash, not 0 / 0 / 0.
              render: (_v, r) => (r.rightRatio === null ? '-' : <AnswerCounts counts={r} />),
            },
            {
              title: t('dataReport.righTratio.rightRatio'),
              dataIndex: 'rightRatio',
              align: 'right',
              sorter: (a, b, order) => compareNullable(a.rightRatio, b.rightRatio, order),
              render: (v: number | null) => percentText(v),
            },
            {
              title: (
                <HintTitle title={t('dataReport.righTratio.facility')} hint={t('dataReport.righTratio.facilityTip')} />
              ),
              dataIndex: 'facility',
              align: 'right',
              sorter: (a, b, order) => compareNullable(a.facility, b.facility, order),
              render: (v: number | null) => percentText(v),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
