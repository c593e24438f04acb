/** Task status tags and the file-group hint shared by the task pages. */
import type { TTaskFileGroup, TTaskStatus } from '@lingua/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<TTaskStatus, string> = {
  notStarted: 'default',
  inProgress: 'processing',
  completed: 'green',
  incomplete: 'orange',
  expired: 'red',
  closed: 'default',
};

export function TaskStatusTag({ status }: { status: TTaskStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`task.statuses.${status}`)}</Tag>;
}

export const ALL_GROUPS: TTaskFileGroup[] = ['document', 'image', 'audio', 'video', 'archive'];

/** The accept attribute of the file picker: a hint only, the server checks the content. */
export const ACCEPT: Record<TTaskFileGroup, string> = {
  document: '.txt,.doc,.xls,.ppt,.docx,.xlsx,.pptx,.pdf',
  image: '.jpeg,.jpg,.png',
  audio: '.mp3',
  video: '.mp4',
  archive: '.zip,.rar',
};
