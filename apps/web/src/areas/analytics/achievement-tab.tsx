/**
 * Achievement (score distribution): the class's figures, students per score band, and each
 * student's score, over all trainings or one.
 */

import { ScoreBands, type TAchievementReport } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Flex, Row, Statistic, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { analyticsApi } from '../../api/analytics';
import { queryKeys } from '../../api/query-keys';
import { useTableScroll } from '../../shared/table-scroll';
import { barOption } from './chart-options';
import { ReportChart } from './report-chart';
import { compareNullable, figureText } from './report-format';
import { HintTitle, ReportEmpty, ReportState, ReportToolbar, studentColumns, TrainingPicker } from './report-parts';
import type { ReportChoices } from './use-report-choices';

type StudentRow = TAchievementReport['rows'][number];

export function AchievementTab({ classId, choices }: { classId: number; choices: ReportChoices }) {
  const { t } = useTranslation();
  const { trainingId } = choices;
  const report = useQuery({
    queryKey: [...queryKeys.dataReport, 'achievement', classId, trainingId],
    queryFn: () => analyticsApi.achievement(classId, trainingId),
  });
  return (
    <ReportState query={report}>
      {(r) => (
        <>
          <ReportToolbar exportRequest={{ classId, report: 'achievement', trainingId }}>
            <TrainingPicker trainings={r.trainings} value={trainingId} onChange={choices.chooseTraining} />
          </ReportToolbar>
          {r.students === 0 ? (
            <ReportEmpty text={t('dataReport.noStudents')} />
          ) : r.scored === 0 ? (
            <ReportEmpty
              text={t(trainingId ? 'dataReport.achievement.noAttemptsOfTraining' : 'dataReport.achievement.noAttempts')}
            />
          ) : (
            <AchievementBody report={r} />
          )}
        </>
      )}
    </ReportState>
  );
}

function AchievementBody({ report: r }: { report: TAchievementReport }) {
  const { t } = useTranslation();
  const scroll = useTableScroll();
  const figures = [
    { key: 'students', title: t('dataReport.achievement.students'), value: String(r.students) },
    {
      key: 'scored',
      title: t('dataReport.achievement.scored'),
      value: t('dataReport.achievement.scoredOf', { scored: r.scored, students: r.students }),
    },
    { key: 'average', title: t('dataReport.achievement.average'), value: figureText(r.average) },
    { key: 'highest', title: t('dataReport.achievement.highest'), value: figureText(r.highest) },
    { key: 'lowest', title: t('dataReport.achievement.lowest'), value: figureText(r.lowest) },
  ];
  const distribution = t('dataReport.achievement.distribution');
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.key} xs={12} sm={8} lg={4}>
            <Statistic title={f.title} value={f.value} data-testid={`achievement-${f.key}`} />
          </Col>
        ))}
      </Row>
      <Card size="small" title={distribution}>
        <ReportChart
          label={distribution}
          option={barOption({
            labels: [...ScoreBands],
            series: [{ name: t('dataReport.achievement.students'), values: r.bands }],
            unit: t('dataReport.people'),
            counts: true,
          })}
        />
      </Card>
      <Card size="small" title={t('dataReport.achievement.table')}>
        <Table<StudentRow>
          rowKey="studentId"
          size="small"
          dataSource={r.rows}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={scroll}
          columns={[
            ...studentColumns<StudentRow>(t),
            {
              title: t('dataReport.achievement.trainingsDone'),
              dataIndex: 'trainingsDone',
              align: 'right',
              sorter: (a, b) => a.trainingsDone - b.trainingsDone,
            },
            {
              title: (
                <HintTitle
                  title={t('dataReport.achievement.score')}
                  hint={t('dataReport.achievement.scoreHint', { rule: t(`grade.rules.${r.rule}`) })}
                />
              ),
              dataIndex: 'score',
              align: 'right',
              defaultSortOrder: 'descend',
              sorter: (a, b, order) => compareNullable(a.score, b.score, order),
              render: (v: number | null) => <Typography.Text strong={v !== null}>{figureText(v)}</Typography.Text>,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
