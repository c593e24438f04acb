/** The bell in the top bar: unread count badge, opens the message centre. */
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMessageNum } from './use-message-num';

export function MessageBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: unread = 0 } = useMessageNum();
  return (
    <Tooltip title={unread > 0 ? t('bell.unread', { count: unread }) : t('bell.title')}>
      {/* The test id wraps the badge too, so the unread count is part of what it shows. */}
      <span data-testid="message-bell">
        <Badge count={unread} size="small" offset={[-6, 6]} overflowCount={99}>
          <Button
            type="text"
            shape="circle"
            aria-label={unread > 0 ? t('bell.unread', { count: unread }) : t('bell.title')}
            icon={<BellOutlined style={{ fontSize: 18 }} />}
            onClick={() => navigate('/user/message_center')}
          />
        </Badge>
      </span>
    </Tooltip>
  );
}
