/** The top of the home dashboard: a greeting by time of day, who and where the user is, quick links. */
import { AppstoreOutlined, BellOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { homePathFor, isManager, isStudent } from '../../session/roles';
import { useSession } from '../../session/store';
import { dataLabel } from '../../shared/language-map';
import { schoolTime } from '../../shared/school-time';
import { useSchool } from '../../shared/use-school';

function greetingKey(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

export function GreetingCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useSession((s) => s.loginInfo);
  const { data: school } = useSchool();
  if (!info) return null;
  const role = isManager(info)
    ? dataLabel('role.manager', t('roles.manager'))
    : dataLabel(`userType.${isStudent(info) ? 2 : 1}`, t(isStudent(info) ? 'roles.student' : 'roles.teacher'));
  return (
    <Card className="home-greeting">
      <Flex align="center" justify="space-between" wrap gap={16}>
        <Flex align="center" gap={16}>
          <Avatar size={64} src={info.headImgUrl || undefined} icon={<UserOutlined />} />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t(`home.greeting.${greetingKey(schoolTime().hour())}`, { name: info.name })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {[role, school?.schoolName, schoolTime().format(t('home.dateFormat'))].filter(Boolean).join(' · ')}
            </Typography.Text>
          </div>
        </Flex>
        <Space wrap>
          <Button type="primary" icon={<AppstoreOutlined />} onClick={() => navigate(homePathFor(info))}>
            {t('home.workspace')}
          </Button>
          <Button icon={<BellOutlined />} onClick={() => navigate('/user/message_center')}>
            {t('bell.title')}
          </Button>
          <Button icon={<UserOutlined />} onClick={() => navigate('/user/info')}>
            {t('user.personalCentre')}
          </Button>
        </Space>
      </Flex>
    </Card>
  );
}
