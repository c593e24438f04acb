/**
 * /student/teaching/everyDay: the student's day in their current class (part 1 §2): minutes,
 * trainings and activities today, the streak of days with a submitted training (and what keeps it
 * going), and the last seven days' minutes.
 */
import { FireOutlined } from '@ant-design/icons';
import type { TStudentEveryDay } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { analyticsApi } from '../../api/analytics';
import { queryKeys } from '../../api/query-keys';
import { barOption } from './chart-options';
import { LEARN_ANALYSE_PATH, MyLearningFrame, PRACTISE_PATH } from './my-learning-frame';
import { ReportChart } from './report-chart';
import { ReportEmpty, ReportState } from './report-parts';

export function StudentEveryDayPage() {
  return <MyLearningFrame page="everyDay">{(classId) => <EveryDayReport classId={classId} />}</MyLearningFrame>;
}

function EveryDayReport({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const report = useQuery({
    queryKey: [...queryKeys.myLearning, 'everyDay', classId],
    queryFn: () => analyticsApi.everyDay(classId),
  });
  return (
    <ReportState query={report} failedText={t('myLearning.loadFailed')}>
      {(r) =>
        r.activeDays === 0 ? (
          <ReportEmpty
            text={t('myLearning.nothingYet')}
            extra={
              <Link to={PRACTISE_PATH}>
                <Button type="primary">{t('myLearning.practise')}</Button>
              </Link>
            }
          />
        ) : (
          <EveryDayBody report={r} />
        )
      }
    </ReportState>
  );
}

/** What the streak says: kept today, still standing from yesterday, or to start. */
function useStreakText(r: TStudentEveryDay): string {
  const { t } = useTranslation();
  if (r.streakIncludesToday) return t('myLearning.streakToday', { days: r.currentStreak });
  if (r.currentStreak > 0) return t('myLearning.streakKeep', { days: r.currentStreak, next: r.currentStreak + 1 });
  return t('myLearning.streakStart');
}

function EveryDayBody({ report: r }: { report: TStudentEveryDay }) {
  const { t } = useTranslation();
  const week = t('myLearning.week');
  const days = t('myLearning.days');
  const streak = useStreakText(r);
  return (
    <Flex vertical gap={16}>
      <Alert
        type={r.streakIncludesToday ? 'success' : 'info'}
        showIcon
        icon={<FireOutlined />}
        message={streak}
        action={
          r.streakIncludesToday ? null : (
            <Link to={PRACTISE_PATH}>
              <Button size="small" type="primary">
                {t('myLearning.practise')}
              </Button>
            </Link>
          )
        }
        data-testid="streak-message"
      />
      <Card>
        <Row gutter={[16, 16]}>
          <Col xs={12} md={8} xl={4}>
            <Statistic title={t('myLearning.minutesToday')} value={r.minutesToday} data-testid="minutes-today" />
          </Col>
          <Col xs={12} md={8} xl={5}>
            <Statistic title={t('myLearning.attemptsToday')} value={r.attemptsToday} />
          </Col>
          <Col xs={12} md={8} xl={5}>
            <Statistic title={t('myLearning.activitiesToday')} value={r.activitiesToday} />
          </Col>
          <Col xs={12} md={8} xl={4}>
            <Statistic
              title={t('myLearning.currentStreak')}
              value={r.currentStreak}
              suffix={days}
              valueStyle={r.currentStreak > 0 ? { color: '#ea580c' } : undefined}
              data-testid="current-streak"
            />
          </Col>
          <Col xs={12} md={8} xl={3}>
            <Statistic title={t('myLearning.longestStreak')} value={r.longestStreak} suffix={days} />
          </Col>
          <Col xs={12} md={8} xl={3}>
            <Statistic title={t('myLearning.activeDays')} value={r.activeDays} suffix={days} />
          </Col>
        </Row>
      </Card>
      <Card size="small" title={week} extra={<Link to={LEARN_ANALYSE_PATH}>{t('myLearning.toLearn')}</Link>}>
        <ReportChart
          label={week}
          height={260}
          option={barOption({
            labels: r.week.map((d) => d.day.slice(5)),
            series: [{ name: t('myLearning.minutes'), values: r.week.map((d) => d.minutes) }],
            unit: t('myLearning.unit'),
            counts: true,
          })}
        />
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {t('myLearning.dayHint')}
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
