/** /newsList: the school's news, paged, each opening in a detail dialog. */
import type { TNewsItem } from '@lingua/contracts';
import { Card, Empty, List, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { schoolTime } from '../../shared/school-time';
import { NewsDetailModal } from './news-detail-modal';
import { useNews } from './queries';

const PAGE_SIZE = 10;

export function NewsListPage() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const { data, isLoading, isFetching } = useNews(pageNum, PAGE_SIZE);
  const [open, setOpen] = useState<TNewsItem | null>(null);
  useDocumentTitle(t('news.title'));
  const items = data?.list ?? [];
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t('news.title')}
      </Typography.Title>
      <Card>
        <List
          loading={isLoading || isFetching}
          dataSource={items}
          locale={{ emptyText: <Empty /> }}
          renderItem={(item) => (
            <List.Item
              key={item.newsId}
              onClick={() => setOpen(item)}
              style={{ cursor: 'pointer' }}
              extra={
                <Typography.Text type="secondary">{schoolTime(item.publishTime).format('YYYY-MM-DD')}</Typography.Text>
              }
            >
              <List.Item.Meta
                title={<Typography.Text strong>{item.title}</Typography.Text>}
                description={item.summary}
              />
            </List.Item>
          )}
        />
        {(data?.page.total ?? 0) > PAGE_SIZE ? (
          <Pagination
            style={{ marginTop: 16, justifyContent: 'flex-end' }}
            current={pageNum}
            pageSize={PAGE_SIZE}
            total={data?.page.total ?? 0}
            onChange={setPageNum}
            showSizeChanger={false}
          />
        ) : null}
      </Card>
      <NewsDetailModal news={open} onClose={() => setOpen(null)} />
    </div>
  );
}
