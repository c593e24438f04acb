/** One attendance status as a coloured tag; "not signed in" when there is none yet. */
import type { TAttendanceStatus } from '@lingua/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export const STATUS_COLOURS: Record<TAttendanceStatus, string> = {
  present: 'green',
  late: 'orange',
  excused: 'blue',
  absent: 'red',
};

export const ATTENDANCE_STATUSES: TAttendanceStatus[] = ['present', 'late', 'excused', 'absent'];

export function AttendanceTag({ status }: { status: TAttendanceStatus | null }) {
  const { t } = useTranslation();
  if (!status) return <Tag>{t('classroom.notSignedIn')}</Tag>;
  return <Tag color={STATUS_COLOURS[status]}>{t(`classroom.${status}`)}</Tag>;
}
