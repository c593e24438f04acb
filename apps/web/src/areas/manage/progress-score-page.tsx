/**
 * /manage/manage/progress_score (part 2 §2.3): progress and scores per class and its course; with
 * ?classId= the class's students (progress, average score, attempts, tasks, last day online), each
 * opening practical_skills_student_progress_details.
 */

import type { TClassStudentProgressRow } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Progress, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { manageStatsApi, manageStatsKeys } from '../../api/manage-stats';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useTableScroll } from '../../shared/table-scroll';
import { compareNullable, percentText } from '../analytics/report-format';
import { ReportState } from '../analytics/report-parts';
import { ClassProgressTable } from './class-progress-table';

export const studentDetailsPath = (classId: number, userId: number) =>
  `/manage/manage/practical_skills_student_progress_details?classId=${classId}&userId=${userId}`;

export function ProgressScorePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const classId = Number(params.get('classId')) || null;
  useDocumentTitle(t('manageStats.progress.title'));
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {classId === null ? (
          t('manageStats.progress.title')
        ) : (
          <Link to="/manage/manage/progress_score">{t('manageStats.progress.title')}</Link>
        )}
      </Typography.Title>
      {classId === null ? <ClassesView /> : <StudentsView classId={classId} />}
    </div>
  );
}

function ClassesView() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: manageStatsKeys.classProgress, queryFn: manageStatsApi.classProgress });
  return (
    <Card title={t('manageStats.progress.classesTitle')}>
      <ClassProgressTable query={query} />
    </Card>
  );
}

function StudentsView({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const scroll = useTableScroll();
  const query = useQuery({
    queryKey: [...manageStatsKeys.classStudents, classId],
    queryFn: () => manageStatsApi.classStudents(classId),
  });
  const columns: ColumnsType<TClassStudentProgressRow> = [
    {
      title: t('manageStats.progress.student'),
      dataIndex: 'name',
      fixed: 'left',
      sorter: (a, b) => a.name.localeCompare(b.name, 'zh-CN'),
      render: (name: string, s) => (
        <Link to={studentDetailsPath(classId, s.studentId)} data-testid={`student-link-${s.studentId}`}>
          {name}
        </Link>
      ),
    },
    { title: t('manageStats.progress.mobile'), dataIndex: 'mobile' },
    {
      title: t('manageStats.progress.progress'),
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
    {
      title: t('manageStats.progress.averageScore'),
      dataIndex: 'averageScore',
      sorter: (a, b, order) => compareNullable(a.averageScore, b.averageScore, order),
      render: (s: number | null) => percentText(s),
    },
    { title: t('manageStats.progress.attempts'), dataIndex: 'attempts', sorter: (a, b) => a.attempts - b.attempts },
    { title: t('manageStats.progress.tasksDone'), dataIndex: 'tasksDone', sorter: (a, b) => a.tasksDone - b.tasksDone },
    {
      title: t('manageStats.progress.lastActive'),
      dataIndex: 'lastActive',
      sorter: (a, b) => (a.lastActive ?? '').localeCompare(b.lastActive ?? ''),
      render: (d: string | null) => d ?? t('manageStats.progress.never'),
    },
  ];
  return (
    <ReportState query={query} failedText={t('manageStats.progress.loadFailed')}>
      {(r) => (
        <Card
          title={
            <span data-testid="students-title" style={{ whiteSpace: 'normal' }}>
              {t('manageStats.progress.studentsOf', { name: r.className })}
              {r.courseName ? <Typography.Text type="secondary"> · {r.courseName}</Typography.Text> : null}
            </span>
          }
          extra={<Link to="/manage/manage/progress_score">{t('manageStats.progress.back')}</Link>}
        >
          <Table<TClassStudentProgressRow>
            rowKey="studentId"
            size="middle"
            scroll={scroll}
            dataSource={r.rows}
            columns={columns}
            pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
            locale={{ emptyText: <Empty description={t('manageStats.progress.noStudents')} /> }}
            data-testid="class-students"
          />
        </Card>
      )}
    </ReportState>
  );
}
