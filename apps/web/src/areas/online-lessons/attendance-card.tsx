/** The class's attendance on the teacher's screen: every student, marked by hand one by one or all at once. */

import { DownOutlined } from '@ant-design/icons';
import type { TAttendanceRow, TAttendanceStatus, TOnlineLessonDetail } from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Dropdown, Select, Space, Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { onlineLessonApi } from '../../api/online-lessons';
import { queryKeys } from '../../api/query-keys';
import { ATTENDANCE_STATUSES, AttendanceTag, STATUS_COLOURS } from './attendance-tag';
import { formatTime } from './lesson-paths';

export function AttendanceCard({ lesson }: { lesson: TOnlineLessonDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...queryKeys.onlineLesson, lesson.lessonId] });
  const mark = useMutation({
    mutationFn: ({ studentId, status }: { studentId: number; status: TAttendanceStatus }) =>
      onlineLessonApi.mark(lesson.lessonId, studentId, status),
    onSuccess: refresh,
  });
  const bulk = useMutation({
    mutationFn: (status: TAttendanceStatus) => onlineLessonApi.bulkMark(lesson.lessonId, status),
    onSuccess: (result) => {
      void message.success(t('classroom.bulkDone', { changed: result.changed, kept: result.keptOwnSignIns }));
      void refresh();
    },
  });
  const counts = Object.fromEntries(
    ATTENDANCE_STATUSES.map((s) => [s, lesson.attendance.filter((a) => a.status === s).length]),
  );
  const statusOptions = ATTENDANCE_STATUSES.map((s) => ({ value: s, label: t(`classroom.${s}`) }));
  const sourceText = (row: TAttendanceRow) =>
    row.source === 'self'
      ? t('classroom.sourceSelf')
      : row.source === 'teacher'
        ? t('classroom.sourceTeacher')
        : row.source === 'system'
          ? t('classroom.sourceSystem')
          : '';

  return (
    <Card
      title={
        <Space wrap>
          <span>{t('classroom.signedIn', { signed: lesson.signedInNumber, total: lesson.studentNumber })}</span>
          {ATTENDANCE_STATUSES.map((s) => (
            <Tag key={s} color={STATUS_COLOURS[s]}>
              {t(`classroom.${s}`)} {counts[s]}
            </Tag>
          ))}
        </Space>
      }
      extra={
        lesson.isLive ? (
          <Tooltip title={t('classroom.bulkHint')}>
            <Dropdown
              menu={{
                items: statusOptions.map((o) => ({ key: o.value, label: o.label })),
                onClick: (e) => bulk.mutate(e.key as TAttendanceStatus),
              }}
            >
              <Button loading={bulk.isPending}>
                {t('classroom.bulkMark')} <DownOutlined />
              </Button>
            </Dropdown>
          </Tooltip>
        ) : null
      }
    >
      <Table<TAttendanceRow>
        rowKey="studentId"
        size="small"
        dataSource={lesson.attendance}
        pagination={false}
        scroll={{ y: 420 }}
        columns={[
          { title: t('classroom.student'), dataIndex: 'name', key: 'name' },
          { title: t('classroom.mobile'), dataIndex: 'mobile', key: 'mobile' },
          {
            title: t('classroom.status'),
            key: 'status',
            render: (_, row) => (
              <span data-testid={`attendance-${row.studentId}`}>
                <AttendanceTag status={row.status} />
              </span>
            ),
          },
          { title: t('classroom.source'), key: 'source', render: (_, row) => sourceText(row) },
          {
            title: t('classroom.signedInAt'),
            key: 'at',
            render: (_, row) => (row.signedInAt ? formatTime(row.signedInAt) : '-'),
          },
          {
            title: t('classroom.markAs'),
            key: 'mark',
            render: (_, row) => (
              <Select<TAttendanceStatus>
                size="small"
                style={{ width: 100 }}
                value={row.status ?? undefined}
                placeholder={t('classroom.notSignedIn')}
                disabled={!lesson.isLive}
                options={statusOptions}
                aria-label={`${t('classroom.markAs')} ${row.name}`}
                onChange={(status) => mark.mutate({ studentId: row.studentId, status })}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
