/**
 * The teacher's class data report (part 2 §2.1: /teacher/teaching/dataReport with its tabs
 * achievement, learningTime, righTratio, taskScore and typeAnswerStatistics, and the practicals
 * area's twins): one page, the tab in the route, the class (and a training or period) in the query.
 */
import { DashboardOutlined } from '@ant-design/icons';
import { DataReports, type TDataReport } from '@lingua/contracts';
import { Button, Card, Empty, Flex, Grid, Result, Select, Skeleton, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { AchievementTab } from './achievement-tab';
import { LearningTimeTab } from './learning-time-tab';
import { cockpitLink, pathOfTab, tabOfPath } from './report-paths';
import { RightRatioTab } from './right-ratio-tab';
import { TaskScoreTab } from './task-score-tab';
import { TypeAnswersTab } from './type-answers-tab';
import { type ReportChoices, useReportChoices } from './use-report-choices';

function tabBody(tab: TDataReport, classId: number, choices: ReportChoices): ReactNode {
  switch (tab) {
    case 'achievement':
      return <AchievementTab classId={classId} choices={choices} />;
    case 'learningTime':
      return <LearningTimeTab classId={classId} choices={choices} />;
    case 'righTratio':
      return <RightRatioTab classId={classId} choices={choices} />;
    case 'taskScore':
      return <TaskScoreTab classId={classId} />;
    case 'typeAnswerStatistics':
      return <TypeAnswersTab classId={classId} choices={choices} />;
  }
}

export function DataReportPage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const choices = useReportChoices();
  const tab = tabOfPath(pathname);
  // On a phone the card gives its width to the charts and tables, and the five tabs fit in one row.
  const narrow = !Grid.useBreakpoint().sm;
  useDocumentTitle(`${t('dataReport.title')} · ${t(`dataReport.tabs.${tab}`)}`);
  const { classId } = choices;

  let body: ReactNode;
  if (choices.classesLoading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (choices.classesFailed)
    body = (
      <Result
        status="warning"
        title={t('dataReport.loadFailed')}
        extra={<Button onClick={choices.retryClasses}>{t('dataReport.retry')}</Button>}
      />
    );
  else if (classId === null)
    body = (
      <Empty description={t('dataReport.noClasses')}>
        <Link to="/teacher/teaching/classManage">{t('dataReport.toClassManage')}</Link>
      </Empty>
    );
  else body = tabBody(tab, classId, choices);

  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('dataReport.title')}
        </Typography.Title>
        <Select<number>
          aria-label={t('dataReport.chooseClass')}
          placeholder={t('dataReport.chooseClass')}
          style={{ width: 260, maxWidth: '100%' }}
          loading={choices.classesLoading}
          showSearch
          optionFilterProp="label"
          value={classId ?? undefined}
          onChange={choices.chooseClass}
          options={choices.classes.map((c) => ({ value: c.classId, label: c.className }))}
          data-testid="report-class"
        />
        <Button
          icon={<DashboardOutlined />}
          disabled={classId === null}
          onClick={() => classId !== null && navigate(cockpitLink(classId))}
          data-testid="report-data-cockpit"
        >
          {t('dataCockpit.open')}
        </Button>
      </Flex>
      <Card styles={{ body: { padding: narrow ? 12 : 24 } }}>
        <Tabs
          activeKey={tab}
          tabBarGutter={narrow ? 16 : undefined}
          // The query (class, training, period) goes along to the next tab.
          onChange={(key) => navigate(`${pathOfTab(pathname, key as TDataReport)}${search}`)}
          items={DataReports.map((key) => ({
            key,
            label: t(`dataReport.tabs.${key}`),
            children: key === tab ? body : null,
          }))}
        />
      </Card>
    </div>
  );
}
