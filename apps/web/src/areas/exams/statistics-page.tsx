/**
 * statisticalReport?examId= with its children assessmentReport, achievement, learningTime and
 * righTratio (part 2 §2.1): one page whose tab follows the route.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Flex, Skeleton, Statistic, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { examApi } from '../../api/exams';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { BarPanel } from './exam-charts';
import { examPage } from './exam-paths';

const TABS = ['assessmentReport', 'achievement', 'learningTime', 'righTratio'] as const;

export function ExamStatisticsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const examId = Number(params.get('examId') ?? 0);
  const tab = TABS.find((k) => pathname.endsWith(`/${k}`)) ?? 'assessmentReport';
  useDocumentTitle(t('exam.statistics'));
  const stats = useQuery({
    queryKey: ['examStats', examId],
    queryFn: () => examApi.statistics(examId),
    enabled: examId > 0,
  });
  const s = stats.data;
  if (stats.isLoading) return <Skeleton active />;
  if (!s) return null;
  const percent = (n: number | null) => (n === null ? null : Math.round(n * 100));
  const nothing = s.sat === 0 ? <Empty description={t('exam.noneSubmitted')} /> : null;
  const awaitingText = t('exam.statsAwaitingGrading', { count: s.awaitingGrading });
  const awaiting = s.awaitingGrading > 0 ? <Alert type="info" showIcon message={awaitingText} /> : null;
  // The distribution counts graded papers only: with none graded yet, it says why it is empty.
  const noScores = s.average === null ? <Empty description={awaitingText} /> : null;
  const base = examPage(pathname, 'statisticalReport');
  const panes = {
    assessmentReport: (
      <Flex vertical gap={16}>
        {awaiting}
        <Flex gap={32} wrap>
          <Statistic title={t('exam.candidates')} value={s.candidates} />
          <div data-testid="stat-sat">
            <Statistic title={t('exam.sat')} value={s.sat} />
          </div>
          <Statistic title={t('exam.average')} value={s.average ?? '-'} suffix={`/ ${s.fullMark}`} />
          <Statistic title={t('exam.highest')} value={s.highest ?? '-'} />
          <Statistic title={t('exam.lowest')} value={s.lowest ?? '-'} />
        </Flex>
      </Flex>
    ),
    achievement: nothing ?? noScores ?? (
      <BarPanel
        labels={['<60%', '60-69%', '70-79%', '80-89%', '≥90%']}
        values={s.distribution}
        name={t('exam.distribution')}
      />
    ),
    learningTime: nothing ?? (
      <BarPanel
        labels={s.durations.map((d) => d.name)}
        values={s.durations.map((d) => d.minutes)}
        name={t('exam.learningTime')}
      />
    ),
    righTratio: nothing ?? (
      <Flex vertical gap={16}>
        <BarPanel
          labels={s.rightRatio.map((q) => t('exam.question', { n: q.sort + 1 }))}
          values={s.rightRatio.map((q) => percent(q.ratio))}
          name={t('exam.rightRatio')}
          percent
        />
        <BarPanel
          labels={s.typeRatio.map((q) => t(`training.type.${q.subjectType}` as 'training.type.10'))}
          values={s.typeRatio.map((q) => percent(q.ratio))}
          name={t('exam.typeRatio')}
          percent
        />
        {s.rightRatio.some((q) => q.ratio === null) ? (
          <Typography.Text type="secondary">{t('exam.ratioTeacherGraded')}</Typography.Text>
        ) : null}
      </Flex>
    ),
  };
  const titles = {
    assessmentReport: t('exam.assessment'),
    achievement: t('exam.distribution'),
    learningTime: t('exam.learningTime'),
    righTratio: t('exam.rightRatio'),
  };
  return (
    <div className="page-container">
      <Card title={`${t('exam.statistics')} · ${s.title}`}>
        <Tabs
          activeKey={tab}
          onChange={(k) => navigate(`${base}/${k}?examId=${examId}`)}
          items={TABS.map((k) => ({ key: k, label: titles[k], children: panes[k] }))}
        />
      </Card>
    </div>
  );
}
