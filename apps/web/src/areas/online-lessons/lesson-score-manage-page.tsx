/**
 * /teacher/practicals/lessonScoreManage (and /teacher/teaching/lessonScoreManage): the chosen
 * class's course grades (areas/grades; /teacher/practicals/customization opens their weights), and
 * every student's score in every ended online lesson, their average and attendance, by the rule
 * the students see on their own lessonScore page.
 */
import type { TClassLessonScores } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Table, Tabs, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { onlineLessonApi } from '../../api/online-lessons';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassBreadcrumb } from '../../features/class-selector/class-breadcrumb';
import { useClassChoice } from '../../features/class-selector/use-class-choice';
import { GradeBookPanel } from '../grades/grade-book-panel';
import { AttendanceTag } from './attendance-tag';
import { formatTime } from './lesson-paths';

type Row = TClassLessonScores['students'][number];

export function LessonScoreManagePage() {
  const { t } = useTranslation();
  const choice = useClassChoice();
  const classId = choice.classId;
  const customization = useLocation().pathname.endsWith('/customization');
  useDocumentTitle(t('grade.pageTitle'));
  const grid = useQuery({
    queryKey: [...queryKeys.onlineLessons, 'scoreManage', classId],
    queryFn: () => onlineLessonApi.lessonScoreManage(classId ?? 0),
    enabled: classId !== null,
  });
  const lessons = grid.data?.lessons ?? [];
  const columns: ColumnsType<Row> = [
    { title: t('classroom.student'), dataIndex: 'name', key: 'name', fixed: 'left', width: 120 },
    { title: t('classroom.mobile'), dataIndex: 'mobile', key: 'mobile', width: 130 },
    {
      title: t('classroom.averageScore'),
      key: 'average',
      width: 100,
      sorter: (a, b) => (a.average ?? -1) - (b.average ?? -1),
      render: (_, r) => <Typography.Text strong>{r.average ?? '-'}</Typography.Text>,
    },
    ...lessons.map((l, i) => ({
      title: (
        <Tooltip title={formatTime(l.startedAt)}>
          <span>{l.title}</span>
        </Tooltip>
      ),
      key: `lesson-${l.lessonId}`,
      width: 130,
      render: (_: unknown, r: Row) => {
        const result = r.results[i];
        return result ? (
          <span>
            {result.score} <AttendanceTag status={result.status} />
          </span>
        ) : null;
      },
    })),
  ];
  return (
    <div className="page-container">
      <ClassBreadcrumb choice={choice} crumbs={[{ title: t('grade.pageTitle') }]} />
      <Card>
        {classId === null ? (
          choice.loading ? null : (
            <Empty description={t('classroom.chooseClass')} />
          )
        ) : (
          <Tabs
            items={[
              {
                key: 'grades',
                label: t('grade.tabGrades'),
                children: <GradeBookPanel key={classId} classId={classId} settingsFirst={customization} />,
              },
              {
                key: 'lessons',
                label: t('grade.tabLessons'),
                children: (
                  <>
                    <Typography.Paragraph type="secondary">{t('classroom.scoreManageHint')}</Typography.Paragraph>
                    <Table<Row>
                      rowKey="studentId"
                      loading={grid.isLoading}
                      dataSource={grid.data?.students ?? []}
                      columns={columns}
                      scroll={{ x: 'max-content' }}
                      pagination={{ pageSize: 20, hideOnSinglePage: true }}
                      footer={lessons.length === 0 && !grid.isLoading ? () => t('classroom.noEndedLessons') : undefined}
                    />
                  </>
                ),
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
