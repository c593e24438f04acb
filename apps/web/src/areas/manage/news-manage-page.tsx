/**
 * /manage/manage/newsManage: the school's news for its manager: drafts and published items with
 * their readers; write one, edit, publish, withdraw back to draft, delete.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { TManagedNews, TNewsStatus } from '@lingua/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { newsApi } from '../../api/news';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { schoolTime } from '../../shared/school-time';
import { serverPages, TableEmpty } from './list-states';

type Scope = 'all' | TNewsStatus;
const PAGE_SIZE = 20;

export function NewsManagePage() {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<Scope>('all');
  const [pageNum, setPageNum] = useState(1);
  useDocumentTitle(t('admin.news.title'));
  const list = useQuery({
    queryKey: [...queryKeys.adminNews, scope, pageNum],
    queryFn: () => newsApi.managedList({ pageNum, pageSize: PAGE_SIZE, ...(scope === 'all' ? {} : { status: scope }) }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminNews });
    void queryClient.invalidateQueries({ queryKey: queryKeys.news });
  };
  const change = useMutation({
    mutationFn: ({ item, to }: { item: TManagedNews; to: 'publish' | 'withdraw' | 'delete' }) =>
      to === 'publish'
        ? newsApi.publish(item.newsId)
        : to === 'withdraw'
          ? newsApi.withdraw(item.newsId)
          : newsApi.remove(item.newsId),
    onSuccess: (_, { to }) => {
      void message.success(
        t(
          to === 'publish' ? 'admin.news.published' : to === 'withdraw' ? 'admin.news.withdrawn' : 'admin.news.deleted',
        ),
      );
      refresh();
    },
  });
  const title = (n: TManagedNews) => (i18n.language === 'en' && n.titleEn ? n.titleEn : n.titleCn);
  const confirm = (item: TManagedNews, to: 'publish' | 'withdraw' | 'delete') =>
    modal.confirm({
      title: t(`admin.news.${to}Confirm`, { title: title(item) }),
      okText: t(`admin.news.${to}`),
      okButtonProps: { danger: to !== 'publish' },
      cancelText: t('common.cancel'),
      onOk: () => change.mutateAsync({ item, to }),
    });

  const columns = [
    {
      title: t('admin.news.newsTitle'),
      key: 'title',
      render: (_: unknown, n: TManagedNews) => (
        <Typography.Link onClick={() => navigate(`/manage/manage/newCreated?newsId=${n.newsId}`)}>
          {title(n)}
        </Typography.Link>
      ),
    },
    {
      title: t('admin.common.status'),
      key: 'status',
      render: (_: unknown, n: TManagedNews) => (
        <Tag color={n.status === 'published' ? 'green' : 'default'}>{t(`admin.news.status.${n.status}`)}</Tag>
      ),
    },
    {
      title: t('admin.news.publishTime'),
      key: 'publishTime',
      render: (_: unknown, n: TManagedNews) =>
        n.publishTime ? (
          schoolTime(n.publishTime).format('YYYY-MM-DD HH:mm')
        ) : (
          <Typography.Text type="secondary">{t('admin.news.notPublished')}</Typography.Text>
        ),
    },
    { title: t('admin.news.reads'), dataIndex: 'readCount', key: 'readCount' },
    { title: t('admin.news.author'), dataIndex: 'authorName', key: 'authorName' },
    {
      title: t('admin.news.updateTime'),
      key: 'updateTime',
      render: (_: unknown, n: TManagedNews) => schoolTime(n.updateTime).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, n: TManagedNews) => (
        <Space wrap size={0}>
          <Button type="link" size="small" onClick={() => navigate(`/manage/manage/newCreated?newsId=${n.newsId}`)}>
            {t('admin.news.edit')}
          </Button>
          {n.status === 'draft' ? (
            <Button type="link" size="small" onClick={() => confirm(n, 'publish')}>
              {t('admin.news.publish')}
            </Button>
          ) : (
            <Button type="link" size="small" onClick={() => confirm(n, 'withdraw')}>
              {t('admin.news.withdraw')}
            </Button>
          )}
          <Button type="link" size="small" danger onClick={() => confirm(n, 'delete')}>
            {t('admin.news.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('admin.news.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/manage/manage/newCreated')}>
          {t('admin.news.write')}
        </Button>
      </Flex>
      <Card>
        <Segmented<Scope>
          style={{ marginBottom: 16 }}
          value={scope}
          onChange={(s) => {
            setScope(s);
            setPageNum(1);
          }}
          options={(['all', 'draft', 'published'] as const).map((s) => ({
            value: s,
            label: t(`admin.news.scope.${s}`),
          }))}
        />
        <Table<TManagedNews>
          rowKey="newsId"
          loading={list.isLoading || list.isFetching}
          dataSource={list.data?.list ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={serverPages(pageNum, PAGE_SIZE, list.data?.page.total ?? 0, setPageNum)}
          locale={{
            emptyText: (
              <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} text={t('admin.news.empty')} />
            ),
          }}
        />
      </Card>
    </div>
  );
}
