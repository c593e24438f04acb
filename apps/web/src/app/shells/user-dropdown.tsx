/** The avatar and name at the top right: personal centre, platform switch, sign out (part 2 §2.11). */
import { LogoutOutlined, NotificationOutlined, StarOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Flex, type MenuProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isOperator, isStudent } from '../../session/roles';
import { useSession } from '../../session/store';
import { useLogout } from '../../features/accounts/use-logout';

export function UserDropdown() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const info = useSession((s) => s.loginInfo);
  const items: MenuProps['items'] = [
    { key: 'info', icon: <UserOutlined />, label: t('user.personalCentre') },
    // Starred words from the word look-up pop-up, which only students have.
    ...(isStudent(info) ? [{ key: 'collection', icon: <StarOutlined />, label: t('myCollection.title') }] : []),
    // The school's news; operators belong to no school.
    ...(isOperator(info)
      ? []
      : [{ key: 'announcements', icon: <NotificationOutlined />, label: t('news.announcements') }]),
    // Operators run the platform rather than use one of its platforms.
    ...(isOperator(info) ? [] : [{ key: 'platforms', icon: <SwapOutlined />, label: t('user.switchPlatform') }]),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('user.signOut'), danger: true },
  ];
  const handleClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'info') void navigate('/user/info');
    else if (key === 'collection') void navigate('/user/my_collection');
    else if (key === 'announcements') void navigate('/user/school_announcement');
    else if (key === 'platforms') void navigate('/platform_list');
    else if (key === 'logout') logout();
  };
  return (
    <Dropdown menu={{ items, onClick: handleClick }} placement="bottomRight" trigger={['click']}>
      <Flex align="center" gap={8} className="user-trigger" data-testid="user-dropdown" role="button" tabIndex={0}>
        <Avatar size={32} src={info?.headImgUrl || undefined} icon={<UserOutlined />} />
        <Typography.Text className="user-trigger-name" ellipsis>
          {info?.name ?? ''}
        </Typography.Text>
      </Flex>
    </Dropdown>
  );
}
