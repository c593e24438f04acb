/** The student's three latest unread messages, with the way to the message centre. */
import type { TMessage } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Empty, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageApi } from '../../../api/messages';
import { queryKeys } from '../../../api/query-keys';
import { MessageTypeTag } from '../../../features/messages/message-type-tag';
import { schoolTime } from '../../../shared/school-time';

function LatestMessage({ item }: { item: TMessage }) {
  return (
    <List.Item key={item.messageId}>
      <List.Item.Meta
        title={
          <span>
            <MessageTypeTag type={item.messageType} />
            <Badge dot={!item.isRead} offset={[6, 0]}>
              <Typography.Text strong={!item.isRead}>{item.title}</Typography.Text>
            </Badge>
          </span>
        }
        description={schoolTime(item.createTime).format('YYYY-MM-DD HH:mm')}
      />
    </List.Item>
  );
}

export function LatestMessagesCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const latest = useQuery({
    queryKey: [...queryKeys.messages, 'latest'],
    queryFn: () => messageApi.messageListPage({ pageNum: 1, pageSize: 3, readStatus: 0 }),
  });
  return (
    <Card
      title={t('student.latestMessages')}
      extra={
        <Button type="link" onClick={() => navigate('/user/message_center')}>
          {t('common.viewAll')}
        </Button>
      }
    >
      <List
        loading={latest.isLoading}
        dataSource={latest.data?.list ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        renderItem={(item) => <LatestMessage item={item} />}
      />
    </Card>
  );
}
