/**
 * /newsList and /user/school_announcement: the school's published news, paged, unread items
 * marked, each opening in a detail dialog that counts the reading.
 */
import type { TNewsItem } from '@lingua/contracts';
import { Button, Card, Empty, List, Pagination, Result, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { schoolTime } from '../../shared/school-time';
import { NewsDetailModal } from './news-detail-modal';
import { useNews } from './queries';

const PAGE_SIZE = 10;

export function NewsListPage() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const { data, isLoading, isFetching, isError, refetch } = useNews(pageNum, PAGE_SIZE);
  const [open, setOpen] = useState<TNewsItem | null>(null);
  const heading = useLocation().pathname.startsWith('/user/') ? t('news.announcements') : t('news.title');
  useDocumentTitle(heading);
  const items = data?.list ?? [];
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {heading}
      </Typography.Title>
      <Card>
        <List
          loading={isLoading || isFetching}
          dataSource={items}
          locale={{
            emptyText: isError ? (
              <Result
                status="warning"
                title={t('news.loadFailed')}
                extra={<Button onClick={() => void refetch()}>{t('admin.common.retry')}</Button>}
              />
            ) : (
              <Empty description={t('news.empty')} />
            ),
          }}
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
                title={
                  <>
                    {item.isRead ? null : (
                      <Tag color="processing" bordered={false}>
                        {t('news.unread')}
                      </Tag>
                    )}
                    <Typography.Text strong>{item.title}</Typography.Text>
                  </>
                }
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
