/** The home of a student in no class yet: how to join one with the teacher's class code. */
import { TeamOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { JoinClassButton } from '../../courses/join-class-button';

export function NoClassCard() {
  const { t } = useTranslation();
  return (
    <Card data-testid="no-class-card">
      <Result
        icon={<TeamOutlined style={{ color: '#1d4ed8' }} />}
        title={t('dashboard.noClass.title')}
        subTitle={t('dashboard.noClass.body')}
        extra={<JoinClassButton />}
      />
    </Card>
  );
}
