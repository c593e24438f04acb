/**
 * A task's material as the student reads it: background items of the four display types and the
 * attachments, each document with its page-by-page preview.
 */
import type { TStudentTask } from '@lingua/contracts';
import { List } from 'antd';
import { useTranslation } from 'react-i18next';
import { DocumentPreviewButton } from '../../features/documents/document-preview-button';
import { RichTextView } from '../../features/rich-text/rich-text-view';

export function TaskMaterial({ task }: { task: Pick<TStudentTask, 'background' | 'attachments'> }) {
  const { t } = useTranslation();
  return (
    <>
      {task.background.map((b, i) =>
        b.displayType === 1 ? (
          <RichTextView key={String(i)} html={b.htmlStr} />
        ) : b.displayType === 2 ? (
          <img key={String(i)} src={b.fileUrl} alt="" style={{ maxWidth: '100%' }} />
        ) : b.displayType === 3 ? (
          // biome-ignore lint/a11y/useMediaCaption: task audio has no caption track
          <audio key={String(i)} src={b.fileUrl} controls />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: task video has no caption track
          <video key={String(i)} src={b.fileUrl} controls style={{ maxWidth: '100%' }} />
        ),
      )}
      {task.attachments.length > 0 ? (
        <List
          size="small"
          header={t('task.attachments')}
          dataSource={task.attachments}
          renderItem={(a) => (
            <List.Item extra={<DocumentPreviewButton fileUrl={a.url} fileName={a.name} />}>
              <a href={a.url} target="_blank" rel="noreferrer">
                {a.name}
              </a>
            </List.Item>
          )}
        />
      ) : null}
    </>
  );
}
