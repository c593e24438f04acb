/**
 * Right ratio (righTratio): without a training, the class's wrong-answer set (every question the
 * class answered, the most missed first); with one, its questions in order. Each question's right
 * ratio, facility and discrimination (Moodle's indices, over each student's first attempt).
 */

import { stemPreview, type TQuestionStatistic } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Grid, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { analyticsApi } from '../../api/analytics';
import { queryKeys } from '../../api/query-keys';
import { useTableScroll } from '../../shared/table-scroll';
import { barOption } from './chart-options';
import { ReportChart } from './report-chart';
import { compareNullable, figureText, isWeakDiscrimination, percentText } from './report-format';
import {
  AnswerCounts,
  HintTitle,
  OneLine,
  ReportEmpty,
  ReportState,
  ReportToolbar,
  TrainingPicker,
  useTypeName,
} from './report-parts';
import type { ReportChoices } from './use-report-choices';

/** The wrong-answer set's chart shows this many of its most missed questions (fewer on a phone); the table has them all. */
const CHART_TOP = { wide: 20, narrow: 10 };

export function RightRatioTab({ classId, choices }: { classId: number; choices: ReportChoices }) {
  const { t } = useTranslation();
  const { trainingId } = choices;
  const report = useQuery({
    queryKey: [...queryKeys.dataReport, 'righTratio', classId, trainingId],
    queryFn: () => analyticsApi.rightRatio(classId, trainingId),
  });
  return (
    <ReportState query={report}>
      {(r) => (
        <>
          <ReportToolbar exportRequest={{ classId, report: 'righTratio', trainingId }}>
            <TrainingPicker
              trainings={r.trainings}
              value={trainingId}
              onChange={choices.chooseTraining}
              allLabel={t('dataReport.righTratio.wrongSet')}
            />
          </ReportToolbar>
          {r.questions.length === 0 ? (
            <ReportEmpty text={t('dataReport.righTratio.empty')} />
          ) : (
            <QuestionStatistics questions={r.questions} inOrder={trainingId !== null} />
          )}
        </>
      )}
    </ReportState>
  );
}

function QuestionStatistics({ questions, inOrder }: { questions: TQuestionStatistic[]; inOrder: boolean }) {
  const { t } = useTranslation();
  const scroll = useTableScroll();
  const typeName = useTypeName();
  // A phone shows the start of the stem and scrolls to the figures; a desktop fits the whole row.
  const wide = Grid.useBreakpoint().md ?? false;
  const charted = inOrder ? questions : questions.slice(0, wide ? CHART_TOP.wide : CHART_TOP.narrow);
  const label = (q: TQuestionStatistic, i: number) =>
    inOrder ? t('dataReport.righTratio.questionNo', { n: q.sort + 1 }) : `#${i + 1}`;
  const chartTitle = inOrder
    ? t('dataReport.righTratio.chart')
    : t('dataReport.righTratio.chartTop', { count: charted.length });
  const teacherGraded = questions.some((q) => q.rightRatio === null);
  const rank = new Map(questions.map((q, i) => [q.questionId, i + 1]));
  const teacherGradedMark = (
    <Tooltip title={t('dataReport.righTratio.teacherGraded')}>
      <span>-</span>
    </Tooltip>
  );
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {inOrder ? t('dataReport.righTratio.inOrder') : t('dataReport.righTratio.wrongSetHint')}{' '}
        {t('dataReport.firstAttempts')}
      </Typography.Paragraph>
      <Card size="small" title={chartTitle}>
        <ReportChart
          label={chartTitle}
          option={barOption({
            labels: charted.map(label),
            details: charted.map((q) =>
              inOrder ? stemPreview(q.stem) : `${stemPreview(q.stem)} · ${q.trainingTitle}`,
            ),
            series: [
              { name: t('dataReport.righTratio.rightRatio'), values: charted.map((q) => q.rightRatio) },
              { name: t('dataReport.righTratio.facility'), values: charted.map((q) => q.facility) },
            ],
            percent: true,
          })}
        />
      </Card>
      <Card size="small" title={t('dataReport.righTratio.table')}>
        <Table<TQuestionStatistic>
          rowKey="questionId"
          size="small"
          dataSource={questions}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={scroll}
          columns={[
            {
              title: inOrder ? t('dataReport.righTratio.number') : t('dataReport.righTratio.rank'),
              key: 'no',
              width: 64,
              // The wrong-answer set's rank stays the server's order whichever column the table sorts by.
              render: (_v, q) => (inOrder ? q.sort + 1 : (rank.get(q.questionId) ?? '-')),
            },
            {
              title: t('dataReport.righTratio.stem'),
              dataIndex: 'stem',
              render: (stem: string) => <OneLine text={stemPreview(stem)} width={wide ? 200 : 150} />,
            },
            ...(inOrder
              ? []
              : [
                  {
                    title: t('dataReport.righTratio.trainingTitle'),
                    dataIndex: 'trainingTitle',
                    render: (title: string) => <OneLine text={title} width={wide ? 130 : 110} />,
                  },
                ]),
            {
              title: t('dataReport.righTratio.type'),
              dataIndex: 'subjectType',
              render: (v: number) => <Tag>{typeName(v)}</Tag>,
            },
            {
              title: t('dataReport.righTratio.attempts'),
              dataIndex: 'attempts',
              align: 'right',
              sorter: (a, b) => a.attempts - b.attempts,
            },
            {
              title: t('dataReport.righTratio.answers'),
              key: 'answers',
              render: (_v, q) => (q.rightRatio === null ? teacherGradedMark : <AnswerCounts counts={q} />),
            },
            {
              title: t('dataReport.righTratio.rightRatio'),
              dataIndex: 'rightRatio',
              align: 'right',
              sorter: (a, b, order) => compareNullable(a.rightRatio, b.rightRatio, order),
              render: (v: number | null) => (v === null ? teacherGradedMark : percentText(v)),
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
            {
              title: (
                <HintTitle
                  title={t('dataReport.righTratio.discrimination')}
                  hint={t('dataReport.righTratio.discriminationTip')}
                />
              ),
              dataIndex: 'discrimination',
              align: 'right',
              sorter: (a, b, order) => compareNullable(a.discrimination, b.discrimination, order),
              render: (v: number | null) =>
                isWeakDiscrimination(v) ? (
                  <Space size={4} data-testid="weak-discrimination">
                    <Typography.Text type="danger">{figureText(v)}</Typography.Text>
                    <Tag color="error">{t('dataReport.righTratio.weak')}</Tag>
                  </Space>
                ) : (
                  figureText(v)
                ),
            },
          ]}
        />
        {teacherGraded ? (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {t('dataReport.righTratio.teacherGraded')}
          </Typography.Paragraph>
        ) : null}
      </Card>
    </Flex>
  );
}
