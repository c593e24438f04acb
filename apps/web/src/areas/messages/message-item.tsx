/** One message in the centre: checkbox, kind, title (bold while unread), text and time. */
import type { TMessage } from '@lingua/contracts';
import { Badge, Checkbox, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MessageTypeTag } from '../../features/messages/message-type-tag';
import { schoolTime } from '../../shared/school-time';

interface MessageItemProps {
  item: TMessage;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onOpen: (item: TMessage) => void;
}

export function MessageItem({ item, checked, onCheck, onOpen }: MessageItemProps) {
  const { t } = useTranslation();
  return (
    <List.Item
      data-testid="message-item"
      style={{ cursor: 'pointer', alignItems: 'flex-start', background: item.isRead ? undefined : '#f8faff' }}
      onClick={() => onOpen(item)}
    >
      <Flex gap={12} style={{ width: '100%' }}>
        <Checkbox
          checked={checked}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => onCheck(event.target.checked)}
          aria-label={item.title}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Flex justify="space-between" gap={12}>
            <span>
              <MessageTypeTag type={item.messageType} />
              <Badge dot={!item.isRead} offset={[6, 0]}>
                <Typography.Text strong={!item.isRead}>{item.title}</Typography.Text>
              </Badge>
            </span>
            <Typography.Text type="secondary" style={{ flexShrink: 0, fontSize: 13 }}>
              {item.isRead ? t('messages.read') : t('messages.unreadTag')} ·{' '}
              {schoolTime(item.createTime).format('YYYY-MM-DD HH:mm')}
            </Typography.Text>
          </Flex>
          <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
            {item.content}
          </Typography.Paragraph>
        </div>
      </Flex>
    </List.Item>
  );
}
