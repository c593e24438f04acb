/**
 * /user/message_center: the user's messages, paged, all or unread. A click marks one read; the
 * toolbar marks all read, deletes the selected ones, or clears everything after confirmation.
 */
import { CheckOutlined, ClearOutlined, DeleteOutlined } from '@ant-design/icons';
import type { TMessage } from '@lingua/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, List, Pagination, Segmented, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageApi } from '../../api/messages';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { MessageItem } from './message-item';
import { useMessageActions } from './use-message-actions';

const PAGE_SIZE = 10;

export function MessageCenterPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [readStatus, setReadStatus] = useState<0 | 1>(0);
  const [pageNum, setPageNum] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const actions = useMessageActions();
  const query = useQuery({
    queryKey: [...queryKeys.messages, readStatus, pageNum],
    queryFn: () => messageApi.messageListPage({ pageNum, pageSize: PAGE_SIZE, readStatus }),
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(t('bell.title'));
  const items = query.data?.list ?? [];
  const total = query.data?.page.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // Deleting the last messages of the last page leaves it empty: step back to a page that has some.
  useEffect(() => {
    if (query.data && pageNum > lastPage) setPageNum(lastPage);
  }, [query.data, pageNum, lastPage]);

  const open = (item: TMessage) => {
    if (!item.isRead) actions.markRead.mutate([item.messageId]);
  };
  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => (checked ? [...current, id] : current.filter((x) => x !== id)));
  const removeSelected = () => actions.remove.mutate(selected, { onSuccess: () => setSelected([]) });
  const confirmCleanAll = () =>
    modal.confirm({
      title: t('messages.cleanAllConfirm'),
      okText: t('messages.cleanAll'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => actions.cleanAll.mutateAsync().then(() => setSelected([])),
    });

  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t('bell.title')}
      </Typography.Title>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
          <Segmented<0 | 1>
            value={readStatus}
            onChange={(value) => {
              setReadStatus(value);
              setPageNum(1);
              setSelected([]);
            }}
            options={[
              { value: 0, label: t('messages.all') },
              { value: 1, label: t('messages.unread') },
            ]}
          />
          <Space wrap>
            <Button
              icon={<CheckOutlined />}
              onClick={() => actions.markAllRead.mutate()}
              loading={actions.markAllRead.isPending}
            >
              {t('messages.markAllRead')}
            </Button>
            <Button
              icon={<DeleteOutlined />}
              disabled={selected.length === 0}
              onClick={removeSelected}
              loading={actions.remove.isPending}
            >
              {t('messages.deleteSelected', { count: selected.length })}
            </Button>
            <Button danger icon={<ClearOutlined />} onClick={confirmCleanAll} disabled={total === 0}>
              {t('messages.cleanAll')}
            </Button>
          </Space>
        </Flex>
        <List
          loading={query.isLoading || query.isFetching}
          dataSource={items}
          locale={{ emptyText: <Empty /> }}
          renderItem={(item) => (
            <MessageItem
              key={item.messageId}
              item={item}
              checked={selected.includes(item.messageId)}
              onCheck={(checked) => toggle(item.messageId, checked)}
              onOpen={open}
            />
          )}
        />
        {total > PAGE_SIZE ? (
          <Pagination
            style={{ marginTop: 16, justifyContent: 'flex-end' }}
            current={pageNum}
            pageSize={PAGE_SIZE}
            total={total}
            onChange={(page) => {
              setPageNum(page);
              setSelected([]);
            }}
            showSizeChanger={false}
          />
        ) : null}
      </Card>
    </div>
  );
}
