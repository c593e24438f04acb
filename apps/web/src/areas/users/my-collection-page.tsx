/**
 * /user/my_collection: the words a student starred in the word look-up pop-up, newest first, ten a
 * page. A word opens its meanings again (wordLookup) and can be unstarred.
 */
import { DeleteOutlined, ReadOutlined } from '@ant-design/icons';
import type { TWordFavourite, TWordLookup } from '@lingua/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, List, Pagination, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assistantApi } from '../../features/assistant/assistant-api';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { schoolTime } from '../../shared/school-time';

const PAGE_SIZE = 10;
const COLLECTION_KEY = ['myCollection'];

function Meanings({ lookup }: { lookup: TWordLookup }) {
  const { t } = useTranslation();
  const symbol = lookup.symbols?.[0];
  if (!symbol) return <Typography.Text>{lookup.dst || t('wordLookup.notFound')}</Typography.Text>;
  return (
    <Space direction="vertical" size={2}>
      {symbol.ph_en || symbol.ph_am ? (
        <Typography.Text type="secondary">
          {symbol.ph_en ? `${t('wordLookup.british')} /${symbol.ph_en}/ ` : ''}
          {symbol.ph_am ? `${t('wordLookup.american')} /${symbol.ph_am}/` : ''}
        </Typography.Text>
      ) : null}
      {symbol.parts.map((part) => (
        <Typography.Text key={part.part}>
          <Typography.Text strong>{part.part}</Typography.Text> {part.meansStr}
        </Typography.Text>
      ))}
    </Space>
  );
}

export function MyCollectionPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<Record<number, TWordLookup>>({});
  const words = useQuery({
    queryKey: [...COLLECTION_KEY, pageNum],
    queryFn: () => assistantApi.myCollection(pageNum, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: number) => assistantApi.deleteWordBoot(id),
    onSuccess: () => {
      void message.success(t('myCollection.removed'));
      void queryClient.invalidateQueries({ queryKey: COLLECTION_KEY });
    },
  });
  const lookUp = async (item: TWordFavourite) => {
    const lookup = await assistantApi.wordLookup(item.wordContent);
    setOpen((o) => ({ ...o, [item.id]: lookup }));
  };
  useDocumentTitle(t('myCollection.title'));

  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t('myCollection.title')}
      </Typography.Title>
      <Card>
        <Typography.Paragraph type="secondary">{t('myCollection.hint')}</Typography.Paragraph>
        <List
          loading={words.isLoading}
          dataSource={words.data?.list ?? []}
          locale={{ emptyText: <Empty description={t('myCollection.empty')} /> }}
          renderItem={(item) => {
            const lookup = open[item.id];
            return (
              <List.Item
                data-testid="collection-word"
                actions={[
                  <Button key="meanings" type="link" icon={<ReadOutlined />} onClick={() => void lookUp(item)}>
                    {t('myCollection.meanings')}
                  </Button>,
                  <Button
                    key="remove"
                    type="link"
                    danger
                    icon={<DeleteOutlined />}
                    loading={remove.isPending && remove.variables === item.id}
                    onClick={() => remove.mutate(item.id)}
                  >
                    {t('wordLookup.unfavourite')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={<Typography.Text strong>{item.wordContent}</Typography.Text>}
                  description={
                    lookup ? <Meanings lookup={lookup} /> : schoolTime(item.createTime).format('YYYY-MM-DD HH:mm')
                  }
                />
              </List.Item>
            );
          }}
        />
        {(words.data?.page.total ?? 0) > PAGE_SIZE ? (
          <Pagination
            style={{ marginTop: 16, textAlign: 'right' }}
            current={pageNum}
            pageSize={PAGE_SIZE}
            total={words.data?.page.total ?? 0}
            onChange={setPageNum}
            showSizeChanger={false}
          />
        ) : null}
      </Card>
    </div>
  );
}
