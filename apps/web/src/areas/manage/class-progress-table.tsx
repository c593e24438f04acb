/**
 * The school's classes with their course, teacher, students, average progress, average training
 * score and tasks handed in: progress_score's first view and class_courses_list. A class opens its
 * students on progress_score (?classId=).
 */

import type { TClassProgressRow } from '@lingua/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Empty, Progress, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTableScroll } from '../../shared/table-scroll';
import { compareNullable, percentText } from '../analytics/report-format';
import { HintTitle, ReportState } from '../analytics/report-parts';

export const progressPath = (classId: number) => `/manage/manage/progress_score?classId=${classId}`;

export function ClassProgressTable({
  query,
  brief = false,
}: {
  query: UseQueryResult<TClassProgressRow[]>;
  /** class_courses_list: the course columns first, without the score columns. */
  brief?: boolean;
}) {
  const { t } = useTranslation();
  const scroll = useTableScroll();
  const columns: ColumnsType<TClassProgressRow> = [
    {
      title: t('manageStats.progress.className'),
      dataIndex: 'className',
      fixed: 'left',
      sorter: (a, b) => a.className.localeCompare(b.className, 'zh-CN'),
      render: (name: string, c) => (
        <>
          <Link to={progressPath(c.classId)} data-testid={`class-link-${c.classId}`}>
            {name}
          </Link>{' '}
          {c.archived ? <Tag>{t('manageStats.progress.archived')}</Tag> : null}
        </>
      ),
    },
    {
      title: t('manageStats.progress.course'),
      dataIndex: 'courseName',
      render: (name: string | null) =>
        name ?? <Typography.Text type="secondary">{t('manageStats.progress.noCourse')}</Typography.Text>,
    },
    { title: t('manageStats.progress.teacher'), dataIndex: 'teacherName' },
    { title: t('manageStats.progress.students'), dataIndex: 'students', sorter: (a, b) => a.students - b.students },
    {
      title: <HintTitle title={t('manageStats.progress.progress')} hint={t('manageStats.progress.progressHint')} />,
      dataIndex: 'progress',
      width: 180,
      sorter: (a, b, order) => compareNullable(a.progress, b.progress, order),
      render: (p: number | null) =>
        p === null ? (
          '-'
        ) : (
          <Progress
            aria-label={t('manageStats.progress.progress')}
            percent={p}
            size="small"
            format={(v) => percentText(v ?? 0)}
          />
        ),
    },
    ...(brief
      ? []
      : ([
          {
            title: (
              <HintTitle
                title={t('manageStats.progress.averageScore')}
                hint={t('manageStats.progress.averageScoreHint')}
              />
            ),
            dataIndex: 'averageScore',
            sorter: (a, b, order) => compareNullable(a.averageScore, b.averageScore, order),
            render: (s: number | null) => percentText(s),
          },
          {
            title: t('manageStats.progress.tasksDone'),
            dataIndex: 'tasksDone',
            sorter: (a, b) => a.tasksDone - b.tasksDone,
          },
        ] satisfies ColumnsType<TClassProgressRow>)),
  ];
  return (
    <ReportState query={query} failedText={t('manageStats.progress.loadFailed')}>
      {(rows) => (
        <Table<TClassProgressRow>
          rowKey="classId"
          size="middle"
          scroll={scroll}
          dataSource={rows}
          columns={columns}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: <Empty description={t('manageStats.progress.noClasses')} /> }}
          data-testid="class-progress"
        />
      )}
    </ReportState>
  );
}
