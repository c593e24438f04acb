/**
 * One news item in full: title, date and the sanitised article. Opening it reads the item from the
 * server (selectNewsById), which counts this reader once and marks it read in the lists.
 */
import type { TNewsItem } from '@lingua/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { newsApi } from '../../api/news';
import { queryKeys } from '../../api/query-keys';
import { RichTextView } from '../../features/rich-text/rich-text-view';
import { schoolTime } from '../../shared/school-time';

export function NewsDetailModal({ news, onClose }: { news: TNewsItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const wasUnread = news !== null && !news.isRead;
  const read = useQuery({
    queryKey: [...queryKeys.news, 'item', news?.newsId],
    queryFn: async () => {
      const item = await newsApi.read(news?.newsId ?? 0);
      // Refresh the lists here, not in an effect: a reader who closes the dialog before the answer
      // arrives has unmounted the effect, and the list would keep the item marked unread.
      if (wasUnread) {
        void queryClient.invalidateQueries({
          queryKey: queryKeys.news,
          predicate: (query) => query.queryKey[queryKeys.news.length] !== 'item',
        });
      }
      return item;
    },
    enabled: news !== null,
  });
  // The list's copy shows at once; the server's answer replaces it (the same text, now counted).
  const shown = read.data ?? news;
  return (
    <Modal open={news !== null} onCancel={onClose} footer={null} width={720} title={shown?.title} destroyOnHidden>
      {shown ? (
        <Spin spinning={read.isLoading}>
          <Typography.Text type="secondary">
            {t('news.publishedAt', { time: schoolTime(shown.publishTime).format('YYYY-MM-DD HH:mm') })}
          </Typography.Text>
          <RichTextView html={shown.content} style={{ marginTop: 16, lineHeight: 1.8 }} />
        </Spin>
      ) : null}
    </Modal>
  );
}
