/**
 * /manage/manage/teacher_teaching (part 2 §2.3): what one teacher of the school teaches, for the
 * manager: their tasks with hand-ins, online lessons with attendance, exams with sittings and the
 * average, each class's figures (the class data report is the teacher's own page, so the figures
 * are shown here), and each class's course and grade settings with their recent changes.
 * The teacher chosen is in the address (?teacherId=), so the view can be shared and reloaded.
 */
import type {
  TSchoolTeacher,
  TTeacherTeaching,
  TTeachingClassFigures,
  TTeachingClassSettings,
  TTeachingExam,
  TTeachingLesson,
  TTeachingSettingChange,
  TTeachingTask,
} from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Select, Skeleton, Space, Table, Tabs, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { manageApi } from '../../api/manage';
import { queryKeys } from '../../api/query-keys';
import { teachingApi } from '../../api/teaching';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { schoolTime } from '../../shared/school-time';
import { TableEmpty } from './list-states';

const time = (at: string | null) => (at ? schoolTime(at).format('YYYY-MM-DD HH:mm') : '');
const pct = (t: TFunction, v: number | null) => (v === null ? t('teaching.none') : `${v}%`);

/** What every table of the tabs shares: size, a scroll on a phone, 20 rows a page, its empty text. */
function tabTable(emptyText: string) {
  return {
    size: 'middle' as const,
    scroll: { x: 'max-content' },
    pagination: { pageSize: 20, hideOnSinglePage: true, showSizeChanger: false },
    locale: { emptyText: <Empty description={emptyText} /> },
  };
}

function ClassCell({ name, archived }: { name: string; archived: boolean }) {
  const { t } = useTranslation();
  return (
    <Space size={4} wrap>
      <span>{name}</span>
      {archived ? <Tag>{t('teaching.archived')}</Tag> : null}
    </Space>
  );
}

const classColumn = (t: TFunction) => ({
  title: t('teaching.className'),
  key: 'class',
  render: (_: unknown, r: { className: string; archived: boolean }) => (
    <ClassCell name={r.className} archived={r.archived} />
  ),
});

function TasksTab({ rows }: { rows: TTeachingTask[] }) {
  const { t } = useTranslation();
  return (
    <Table
      rowKey={(r) => `${r.taskId}-${r.classId}`}
      dataSource={rows}
      {...tabTable(t('teaching.empty.tasks'))}
      columns={[
        { title: t('teaching.taskTitle'), dataIndex: 'title', key: 'title' },
        classColumn(t),
        { title: t('teaching.publishTime'), key: 'p', render: (_, r) => time(r.publishTime) },
        { title: t('teaching.deadline'), key: 'd', render: (_, r) => time(r.deadline) },
        { title: t('teaching.submitted'), key: 's', render: (_, r) => `${r.submitted} / ${r.expected}` },
        { title: t('teaching.rated'), dataIndex: 'rated', key: 'r' },
      ]}
    />
  );
}

function LessonsTab({ rows }: { rows: TTeachingLesson[] }) {
  const { t } = useTranslation();
  return (
    <Table
      rowKey="lessonId"
      dataSource={rows}
      {...tabTable(t('teaching.empty.lessons'))}
      columns={[
        { title: t('teaching.lessonTitle'), dataIndex: 'title', key: 'title' },
        classColumn(t),
        { title: t('teaching.startTime'), key: 's', render: (_, r) => time(r.startTime) },
        {
          title: t('teaching.endTime'),
          key: 'e',
          render: (_, r) => (r.endTime ? time(r.endTime) : <Tag color="green">{t('teaching.live')}</Tag>),
        },
        {
          title: t('teaching.attendance'),
          key: 'a',
          render: (_, r) => `${r.present} / ${r.late} / ${r.excused} / ${r.absent} (${r.classSize})`,
        },
      ]}
    />
  );
}

function ExamsTab({ rows }: { rows: TTeachingExam[] }) {
  const { t } = useTranslation();
  return (
    <Table
      rowKey="examId"
      dataSource={rows}
      {...tabTable(t('teaching.empty.exams'))}
      columns={[
        {
          title: t('teaching.examTitle'),
          key: 'title',
          render: (_, r) => (
            <Space size={4} wrap>
              {r.title}
              {r.published ? null : <Tag>{t('teaching.unpublished')}</Tag>}
            </Space>
          ),
        },
        classColumn(t),
        { title: t('teaching.paper'), dataIndex: 'paperTitle', key: 'paper' },
        { title: t('teaching.examTime'), key: 'o', render: (_, r) => `${time(r.opensAt)} – ${time(r.closesAt)}` },
        { title: t('teaching.sittings'), dataIndex: 'sittings', key: 'n' },
        { title: t('teaching.students'), dataIndex: 'students', key: 'st' },
        { title: t('teaching.average'), key: 'avg', render: (_, r) => pct(t, r.averagePercent) },
      ]}
    />
  );
}

function AnalysisTab({ rows }: { rows: TTeachingClassFigures[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Paragraph type="secondary">{t('teaching.analysisHint')}</Typography.Paragraph>
      <Table
        rowKey="classId"
        dataSource={rows}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: <Empty description={t('teaching.empty.classes')} /> }}
        columns={[
          classColumn(t),
          { title: t('teaching.course'), key: 'c', render: (_, r) => r.courseName ?? t('teaching.none') },
          { title: t('teaching.students'), dataIndex: 'students', key: 's' },
          { title: t('teaching.tasksCount'), dataIndex: 'tasks', key: 't' },
          { title: t('teaching.taskAverage'), key: 'ta', render: (_, r) => pct(t, r.taskAveragePercent) },
          { title: t('teaching.examsCount'), dataIndex: 'exams', key: 'e' },
          { title: t('teaching.examAverage'), key: 'ea', render: (_, r) => pct(t, r.examAveragePercent) },
          { title: t('teaching.lessons'), dataIndex: 'lessons', key: 'l' },
          { title: t('teaching.attendanceRate'), key: 'ar', render: (_, r) => pct(t, r.attendancePercent) },
        ]}
      />
    </>
  );
}

function SettingsTab({ rows, changes }: { rows: TTeachingClassSettings[]; changes: TTeachingSettingChange[] }) {
  const { t } = useTranslation();
  const rules = t('teaching.scoreRules', { returnObjects: true }) as string[];
  const displays = t('teaching.scoreDisplays', { returnObjects: true }) as string[];
  const unlocks = t('teaching.unlocks', { returnObjects: true }) as string[];
  const parts = t('teaching.weightParts', { returnObjects: true }) as Record<string, string>;
  const actions = t('admin.audit.actions', { returnObjects: true }) as Record<string, string>;
  const fields = t('admin.audit.fields', { returnObjects: true }) as Record<string, string>;
  const valueText = (v: TTeachingSettingChange['before']) =>
    v
      ? Object.entries(v)
          .map(([k, x]) => `${fields[k] ?? k}: ${x ?? ''}`)
          .join(', ')
      : '';
  return (
    <Flex vertical gap={16}>
      <Table
        rowKey="classId"
        dataSource={rows}
        size="middle"
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: <Empty description={t('teaching.empty.classes')} /> }}
        columns={[
          classColumn(t),
          {
            title: t('teaching.course'),
            key: 'c',
            render: (_, r) => (
              <Space size={4} wrap>
                {r.courseName ?? t('teaching.none')}
                {r.lessonEnded ? <Tag>{t('teaching.lessonEnded')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('teaching.scoreRule'), key: 'sr', render: (_, r) => rules[r.scoreRule] ?? r.scoreRule },
          {
            title: t('teaching.scoreDisplay'),
            key: 'sd',
            render: (_, r) => displays[r.scoreDisplay] ?? r.scoreDisplay,
          },
          { title: t('teaching.unlock'), key: 'u', render: (_, r) => unlocks[r.stepUnlockOrder] ?? r.stepUnlockOrder },
          {
            title: t('teaching.spoken'),
            key: 'sp',
            render: (_, r) => t(r.spokenRequired ? 'teaching.spokenRequired' : 'teaching.spokenOptional'),
          },
          {
            title: t('teaching.weights'),
            key: 'w',
            render: (_, r) =>
              (['trainings', 'tasks', 'lessons', 'exams'] as const)
                .map((k) => `${parts[k]} ${r.gradeWeights[k]}%`)
                .join(' · '),
          },
        ]}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('teaching.changes')}
      </Typography.Title>
      <Table
        rowKey="id"
        dataSource={changes}
        size="small"
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: <Empty description={t('teaching.noChanges')} /> }}
        columns={[
          { title: t('teaching.changeAt'), key: 'at', render: (_, r) => time(r.at) },
          { title: t('teaching.changeBy'), dataIndex: 'actorName', key: 'by' },
          { title: t('teaching.className'), dataIndex: 'objectName', key: 'o' },
          { title: t('teaching.changeWhat'), key: 'a', render: (_, r) => actions[r.action] ?? r.action },
          {
            title: t('admin.audit.change'),
            key: 'c',
            render: (_, r) => [valueText(r.before), valueText(r.after)].filter(Boolean).join(' → '),
          },
        ]}
      />
    </Flex>
  );
}

type TTabs = { tasks: 0; lessons: 0; exams: 0; analysis: 0; settings: 0 };

function TeachingTabs({ data }: { data: TTeacherTeaching }) {
  const { t } = useTranslation();
  const tab = (key: keyof TTabs, count: number | null, children: ReactNode) => ({
    key,
    label: count === null ? t(`teaching.tabs.${key}`) : `${t(`teaching.tabs.${key}`)} (${count})`,
    children,
  });
  return (
    <Tabs
      items={[
        tab('tasks', data.tasks.length, <TasksTab rows={data.tasks} />),
        tab('lessons', data.lessons.length, <LessonsTab rows={data.lessons} />),
        tab('exams', data.exams.length, <ExamsTab rows={data.exams} />),
        tab('analysis', null, <AnalysisTab rows={data.classes} />),
        tab('settings', null, <SettingsTab rows={data.settings} changes={data.changes} />),
      ]}
    />
  );
}

export function TeacherTeachingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('teaching.title'));
  const [params, setParams] = useSearchParams();
  const teacherId = Number(params.get('teacherId')) || undefined;
  const teachers = useQuery({
    queryKey: [...queryKeys.adminTeachers, ''],
    queryFn: () => manageApi.teacherList(undefined),
  });
  const detail = useQuery({
    queryKey: ['teacherTeaching', teacherId],
    queryFn: () => teachingApi.teacherTeaching(teacherId ?? 0),
    enabled: teacherId !== undefined,
  });
  const label = (p: TSchoolTeacher) => `${p.name} (${p.mobile})`;
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t('teaching.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('teaching.intro')}</Typography.Paragraph>
      <Card style={{ marginBottom: 16 }}>
        <Select
          showSearch
          aria-label={t('teaching.chooseTeacher')}
          data-testid="teaching-teacher"
          placeholder={t('teaching.searchTeacher')}
          optionFilterProp="label"
          loading={teachers.isLoading}
          style={{ width: '100%', maxWidth: 420 }}
          value={teacherId}
          onChange={(id: number) => setParams({ teacherId: String(id) })}
          notFoundContent={
            teachers.isError ? (
              <TableEmpty failed onRetry={() => void teachers.refetch()} text="" />
            ) : (
              <Empty description={t('teaching.noTeachers')} />
            )
          }
          options={(teachers.data ?? []).map((p) => ({ value: p.userId, label: label(p) }))}
        />
      </Card>
      <Card>
        {teacherId === undefined ? (
          <Empty description={t('teaching.pickHint')} />
        ) : detail.isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : detail.isError || !detail.data ? (
          <TableEmpty failed onRetry={() => void detail.refetch()} text="" />
        ) : (
          <TeachingTabs data={detail.data} />
        )}
      </Card>
    </div>
  );
}
