/** A class as a card: name, class code (copyable, students join with it), students and teacher. */
import { TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { TClassSummary } from '@lingua/contracts';
import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export function ClassCard({ item, showTeacher = false }: { item: TClassSummary; showTeacher?: boolean }) {
  const { t } = useTranslation();
  return (
    <Card className="class-card" data-testid="class-card" style={{ height: '100%' }}>
      <Typography.Title level={5} style={{ marginTop: 0 }} ellipsis>
        {item.className}
      </Typography.Title>
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          {t('classes.code')}
          <Typography.Text copyable code style={{ marginLeft: 6 }}>
            {item.classCode}
          </Typography.Text>
        </Typography.Text>
        <Typography.Text>
          <TeamOutlined style={{ color: '#1d4ed8', marginRight: 6 }} />
          {t('classes.students', { count: item.studentNumber })}
        </Typography.Text>
        {showTeacher && item.teacherName ? (
          <Typography.Text>
            <UserOutlined style={{ color: '#1d4ed8', marginRight: 6 }} />
            {t('classes.teacher', { name: item.teacherName })}
          </Typography.Text>
        ) : null}
      </Flex>
    </Card>
  );
}
