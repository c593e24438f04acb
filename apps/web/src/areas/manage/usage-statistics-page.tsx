/**
 * /manage/manage/usage_statistics (part 2 §2.3): the school's use of the platform over the last 7
 * days, 30 days or 6 months of the school's days: online time per day (a chart), per teacher
 * (online time and what they did), per class and per platform module, each table sortable, and
 * the same figures as an xlsx.
 */

import { DownloadOutlined } from '@ant-design/icons';
import {
  LearningRanges,
  projectTypeLabel,
  type TLearningRange,
  type TUsageClassRow,
  type TUsageStatistics,
  type TUsageTeacherRow,
} from '@lingua/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Row, Segmented, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { manageStatsApi, manageStatsKeys } from '../../api/manage-stats';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { saveBase64File } from '../../features/download/save-base64-file';
import { useTableScroll } from '../../shared/table-scroll';
import { barOption } from '../analytics/chart-options';
import { ReportChart } from '../analytics/report-chart';
import { round1 } from '../analytics/report-format';
import { HintTitle, ReportState } from '../analytics/report-parts';

const byNumber =
  <T,>(key: keyof T) =>
  (a: T, b: T) =>
    Number(a[key]) - Number(b[key]);

export function UsageStatisticsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<TLearningRange>('7d');
  useDocumentTitle(t('manageStats.usage.title'));
  const usage = useQuery({
    queryKey: [...manageStatsKeys.usage, range],
    queryFn: () => manageStatsApi.usage(range),
    placeholderData: (previous) => previous,
  });
  const exporter = useMutation({
    mutationFn: () => manageStatsApi.usageExport(range),
    onSuccess: (f) => saveBase64File(f.fileName, f.base64),
  });
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t('manageStats.usage.title')}
      </Typography.Title>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex align="center" wrap gap={12}>
          <Segmented<TLearningRange>
            aria-label={t('manageStats.usage.chooseRange')}
            value={range}
            onChange={setRange}
            options={LearningRanges.map((r) => ({ value: r, label: t(`manageStats.usage.range.${r}`) }))}
            data-testid="usage-range"
          />
          {usage.data ? (
            <Typography.Text type="secondary" data-testid="usage-period">
              {t('manageStats.usage.period', { from: usage.data.from, to: usage.data.to })}
            </Typography.Text>
          ) : null}
        </Flex>
        <Button
          icon={<DownloadOutlined />}
          loading={exporter.isPending}
          disabled={!usage.data}
          onClick={() => exporter.mutate()}
          data-testid="usage-export"
        >
          {t('manageStats.usage.export')}
        </Button>
      </Flex>
      <ReportState query={usage} failedText={t('manageStats.progress.loadFailed')}>
        {(u) => <UsageBody usage={u} />}
      </ReportState>
    </div>
  );
}

function UsageBody({ usage: u }: { usage: TUsageStatistics }) {
  const { t, i18n } = useTranslation();
  const scroll = useTableScroll();
  const language = i18n.language === 'en' ? 'en' : 'cn';
  const teacherMinutes = round1(u.days.reduce((n, d) => n + d.teacherMinutes, 0));
  const studentMinutes = round1(u.days.reduce((n, d) => n + d.studentMinutes, 0));
  const attempts = u.classes.reduce((n, c) => n + c.attempts, 0);
  const nothing = teacherMinutes === 0 && studentMinutes === 0 && attempts === 0;
  const teacherColumns: ColumnsType<TUsageTeacherRow> = [
    { title: t('manageStats.usage.name'), dataIndex: 'name', fixed: 'left' },
    { title: t('manageStats.usage.mobile'), dataIndex: 'mobile' },
    {
      title: t('manageStats.usage.onlineMinutes'),
      dataIndex: 'onlineMinutes',
      sorter: byNumber('onlineMinutes'),
      defaultSortOrder: 'descend',
    },
    { title: t('manageStats.usage.tasksSet'), dataIndex: 'tasksSet', sorter: byNumber('tasksSet') },
    { title: t('manageStats.usage.onlineLessons'), dataIndex: 'onlineLessons', sorter: byNumber('onlineLessons') },
    { title: t('manageStats.usage.examsHeld'), dataIndex: 'examsHeld', sorter: byNumber('examsHeld') },
    {
      title: (
        <HintTitle title={t('manageStats.usage.attemptsReviewed')} hint={t('manageStats.usage.attemptsReviewedHint')} />
      ),
      dataIndex: 'attemptsReviewed',
      sorter: byNumber('attemptsReviewed'),
    },
    { title: t('manageStats.usage.tasksRated'), dataIndex: 'tasksRated', sorter: byNumber('tasksRated') },
  ];
  const classColumns: ColumnsType<TUsageClassRow> = [
    {
      title: t('manageStats.usage.className'),
      dataIndex: 'className',
      fixed: 'left',
      render: (name: string, c) => (
        <>
          {name} {c.archived ? <Tag>{t('manageStats.usage.archived')}</Tag> : null}
        </>
      ),
    },
    { title: t('manageStats.usage.teacher'), dataIndex: 'teacherName' },
    { title: t('manageStats.usage.students'), dataIndex: 'students', sorter: byNumber('students') },
    {
      title: t('manageStats.usage.activeStudents'),
      dataIndex: 'activeStudents',
      sorter: byNumber('activeStudents'),
    },
    {
      title: t('manageStats.usage.onlineMinutes'),
      dataIndex: 'onlineMinutes',
      sorter: byNumber('onlineMinutes'),
      defaultSortOrder: 'descend',
    },
    { title: t('manageStats.usage.attempts'), dataIndex: 'attempts', sorter: byNumber('attempts') },
  ];
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('manageStats.usage.teacherMinutes')} value={teacherMinutes} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('manageStats.usage.studentMinutes')} value={studentMinutes} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('manageStats.usage.attempts')} value={attempts} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={t('manageStats.usage.activeStudents')}
              value={u.classes.reduce((n, c) => n + c.activeStudents, 0)}
            />
          </Card>
        </Col>
      </Row>
      <Card title={t('manageStats.usage.chart')}>
        {nothing ? (
          <Empty description={t('manageStats.usage.empty')} />
        ) : (
          <ReportChart
            label={t('manageStats.usage.chart')}
            option={barOption({
              labels: u.days.map((d) => d.day.slice(5)),
              unit: t('manageStats.usage.minutes'),
              series: [
                { name: t('manage.teacherSeries'), values: u.days.map((d) => d.teacherMinutes) },
                { name: t('manage.studentSeries'), values: u.days.map((d) => d.studentMinutes) },
              ],
            })}
          />
        )}
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: 'teachers',
              label: t('manageStats.usage.teachers'),
              children: (
                <Table<TUsageTeacherRow>
                  rowKey="teacherId"
                  size="middle"
                  scroll={scroll}
                  dataSource={u.teachers}
                  columns={teacherColumns}
                  pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
                  locale={{ emptyText: <Empty description={t('manageStats.usage.noTeachers')} /> }}
                  data-testid="usage-teachers"
                />
              ),
            },
            {
              key: 'classes',
              label: t('manageStats.usage.classes'),
              children: (
                <Table<TUsageClassRow>
                  rowKey="classId"
                  size="middle"
                  scroll={scroll}
                  dataSource={u.classes}
                  columns={classColumns}
                  pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
                  locale={{ emptyText: <Empty description={t('manageStats.usage.noClasses')} /> }}
                  data-testid="usage-classes"
                />
              ),
            },
            {
              key: 'projects',
              label: t('manageStats.usage.projects'),
              children: (
                <Table
                  rowKey="projectType"
                  size="middle"
                  scroll={scroll}
                  dataSource={u.projects}
                  pagination={false}
                  locale={{ emptyText: <Empty description={t('manageStats.usage.empty')} /> }}
                  columns={[
                    {
                      title: t('manageStats.usage.projectType'),
                      dataIndex: 'projectType',
                      render: (type: string) => projectTypeLabel(type, language),
                    },
                    { title: t('manageStats.usage.users'), dataIndex: 'users', sorter: byNumber('users') },
                    {
                      title: t('manageStats.usage.teacherMinutes'),
                      dataIndex: 'teacherMinutes',
                      sorter: byNumber('teacherMinutes'),
                    },
                    {
                      title: t('manageStats.usage.studentMinutes'),
                      dataIndex: 'studentMinutes',
                      sorter: byNumber('studentMinutes'),
                    },
                  ]}
                  data-testid="usage-projects"
                />
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
