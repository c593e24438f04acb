/**
 * /student/teaching/learnAnalyse: the student's own learning over 7 days, 30 days or 6 months
 * (part 1 §2, §9): minutes per day, each training's score over time against the class average,
 * their training score by the class's rule beside the class's, and their question types from the
 * weakest, each beside the class's. The period is in the address (?range=), so a reload keeps it.
 */

import {
  LearningRanges,
  type TLearningRange,
  type TStudentLearnAnalyse,
  type TStudentTypeRow,
} from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Row, Segmented, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { analyticsApi } from '../../api/analytics';
import { queryKeys } from '../../api/query-keys';
import { schoolTime } from '../../shared/school-time';
import { useTableScroll } from '../../shared/table-scroll';
import { barOption, lineOption } from './chart-options';
import { MyLearningFrame, PRACTISE_PATH } from './my-learning-frame';
import { ReportChart } from './report-chart';
import { percentText } from './report-format';
import { HintTitle, ReportState, useTypeName } from './report-parts';

export function StudentLearnPage() {
  return <MyLearningFrame page="learnAnalyse">{(classId) => <LearnReport classId={classId} />}</MyLearningFrame>;
}

function useRange(): [TLearningRange, (range: TLearningRange) => void] {
  const [params, setParams] = useSearchParams();
  // The list of ranges, not the schema: a schema here would ship zod to the browser (vite-pure-contracts.ts).
  const asked = params.get('range');
  const range = LearningRanges.find((r) => r === asked) ?? '7d';
  return [range, (next) => setParams({ range: next }, { replace: true })];
}

function LearnReport({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const [range, chooseRange] = useRange();
  const report = useQuery({
    queryKey: [...queryKeys.myLearning, 'learnAnalyse', classId, range],
    queryFn: () => analyticsApi.learnAnalyse(classId, range),
    // The chosen period's figures stay on screen while the next period's load.
    placeholderData: (previous) => previous,
  });
  return (
    <Flex vertical gap={16}>
      <Flex align="center" wrap gap={12}>
        <Segmented<TLearningRange>
          aria-label={t('myLearning.chooseRange')}
          value={range}
          onChange={chooseRange}
          options={LearningRanges.map((r) => ({ value: r, label: t(`dataReport.learningTime.range.${r}`) }))}
          data-testid="learn-range"
        />
        {report.data ? (
          <Typography.Text type="secondary">
            {t('myLearning.period', { from: report.data.from, to: report.data.to })}
          </Typography.Text>
        ) : null}
      </Flex>
      <ReportState query={report} failedText={t('myLearning.loadFailed')}>
        {(r) => <LearnBody report={r} />}
      </ReportState>
    </Flex>
  );
}

const practise = (label: string) => (
  <Link to={PRACTISE_PATH}>
    <Button type="primary">{label}</Button>
  </Link>
);

function LearnBody({ report: r }: { report: TStudentLearnAnalyse }) {
  const { t } = useTranslation();
  const perDay = t('myLearning.perDay');
  const scoresTitle = t('myLearning.scores');
  const scored = r.scores.filter((s) => s.percent !== null);
  const { standing } = r;
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={t('myLearning.standing')} style={{ height: '100%' }} data-testid="standing-card">
            {standing.mine === null ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('myLearning.noStanding')}>
                {practise(t('myLearning.practise'))}
              </Empty>
            ) : (
              <>
                <Row gutter={[16, 16]}>
                  <Col span={8}>
                    <Statistic title={t('myLearning.mine')} value={standing.mine} suffix="%" data-testid="my-average" />
                  </Col>
                  <Col span={8}>
                    <Statistic
                      title={t('myLearning.classAverage')}
                      value={standing.classAverage ?? '-'}
                      suffix={standing.classAverage === null ? undefined : '%'}
                      data-testid="class-average"
                    />
                  </Col>
                  <Col span={8}>
                    <Statistic title={t('myLearning.trainingsDone')} value={standing.trainingsDone} />
                  </Col>
                </Row>
                <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
                  {t('myLearning.standingHint', { rule: t(`grade.rules.${standing.rule}`) })}
                </Typography.Paragraph>
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title={t('myLearning.inPeriod')} style={{ height: '100%' }}>
            <Row gutter={[16, 16]}>
              <Col span={8}>
                <Statistic title={t('myLearning.totalMinutes')} value={r.minutes} data-testid="range-minutes" />
              </Col>
              <Col span={8}>
                <Statistic title={t('myLearning.attempts')} value={r.attempts} />
              </Col>
              <Col span={8}>
                <Statistic title={t('myLearning.rangeActiveDays')} value={r.activeDays} suffix={t('myLearning.days')} />
              </Col>
            </Row>
          </Card>
        </Col>
      </Row>
      <Card size="small" title={perDay}>
        {r.attempts === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('myLearning.noMinutes')}
            data-testid="report-empty"
          >
            {practise(t('myLearning.practise'))}
          </Empty>
        ) : (
          <ReportChart
            label={perDay}
            height={260}
            option={lineOption({
              // Month and day: the period above says the year.
              labels: r.days.map((d) => d.day.slice(5)),
              values: r.days.map((d) => d.minutes),
              name: t('myLearning.minutes'),
              unit: t('myLearning.unit'),
            })}
          />
        )}
      </Card>
      <Card size="small" title={scoresTitle}>
        {scored.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('myLearning.noScores')} data-testid="report-empty">
            {practise(t('myLearning.practise'))}
          </Empty>
        ) : (
          <ReportChart
            label={scoresTitle}
            height={280}
            option={lineOption({
              labels: scored.map((s) => schoolTime(s.submittedAt).format('MM-DD HH:mm')),
              values: scored.map((s) => s.percent),
              details: scored.map((s) => s.title),
              name: t('myLearning.score'),
              percent: true,
              level:
                standing.classAverage === null
                  ? undefined
                  : { name: t('myLearning.classLevel'), value: standing.classAverage },
            })}
          />
        )}
        {r.scores.length > scored.length ? (
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {t('myLearning.pending')}: {r.scores.length - scored.length}
          </Typography.Paragraph>
        ) : null}
      </Card>
      <TypesCard rows={r.types} />
    </Flex>
  );
}

function TypesCard({ rows }: { rows: TStudentTypeRow[] }) {
  const { t } = useTranslation();
  const typeName = useTypeName();
  const scroll = useTableScroll();
  const title = t('myLearning.types');
  const chartTitle = t('myLearning.typesChart');
  if (rows.length === 0)
    return (
      <Card size="small" title={title}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('myLearning.noTypes')}>
          {practise(t('myLearning.practise'))}
        </Empty>
      </Card>
    );
  return (
    <Card size="small" title={title} data-testid="types-card">
      <ReportChart
        label={chartTitle}
        height={260}
        option={barOption({
          labels: rows.map((row) => typeName(row.subjectType)),
          series: [
            { name: t('myLearning.myFacility'), values: rows.map((row) => row.facility) },
            { name: t('myLearning.classFacility'), values: rows.map((row) => row.classFacility), color: '#94a3b8' },
          ],
          percent: true,
          labelWidth: 90,
        })}
      />
      <Table<TStudentTypeRow>
        rowKey="subjectType"
        size="small"
        style={{ marginTop: 12 }}
        dataSource={rows}
        pagination={false}
        scroll={scroll}
        columns={[
          {
            title: t('myLearning.type'),
            key: 'type',
            render: (_, row) => {
              // By score rate, as the chart above compares them.
              const mine = row.facility;
              const theirs = row.classFacility;
              const strong = mine !== null && theirs !== null && mine >= theirs;
              return (
                <Flex gap={6} align="center" style={{ whiteSpace: 'nowrap' }}>
                  {typeName(row.subjectType)}
                  {mine === null || theirs === null ? null : (
                    <Tag color={strong ? 'green' : 'orange'}>
                      {strong ? t('myLearning.strong') : t('myLearning.weak')}
                    </Tag>
                  )}
                </Flex>
              );
            },
          },
          {
            title: <HintTitle title={t('myLearning.myFacility')} hint={t('myLearning.facilityHint')} />,
            key: 'facility',
            align: 'right',
            render: (_, row) => percentText(row.facility),
          },
          {
            title: t('myLearning.classFacility'),
            key: 'classFacility',
            align: 'right',
            render: (_, row) => percentText(row.classFacility),
          },
          {
            title: <HintTitle title={t('myLearning.myRightRatio')} hint={t('myLearning.rightRatioHint')} />,
            key: 'right',
            align: 'right',
            render: (_, row) => percentText(row.rightRatio),
          },
          {
            title: t('myLearning.classRightRatio'),
            key: 'classRight',
            align: 'right',
            render: (_, row) => percentText(row.classRightRatio),
          },
          { title: t('myLearning.answers'), dataIndex: 'answers', align: 'right' },
        ]}
      />
    </Card>
  );
}
