/** One news item in full: title, date and the sanitised article. */
import type { TNewsItem } from '@lingua/contracts';
import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../features/rich-text/rich-text-view';
import { schoolTime } from '../../shared/school-time';

export function NewsDetailModal({ news, onClose }: { news: TNewsItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={news !== null} onCancel={onClose} footer={null} width={720} title={news?.title} destroyOnHidden>
      {news ? (
        <>
          <Typography.Text type="secondary">
            {t('news.publishedAt', { time: schoolTime(news.publishTime).format('YYYY-MM-DD HH:mm') })}
          </Typography.Text>
          <RichTextView html={news.content} style={{ marginTop: 16, lineHeight: 1.8 }} />
        </>
      ) : null}
    </Modal>
  );
}
