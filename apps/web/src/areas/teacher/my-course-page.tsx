/** /teacher/myCourse/index: the teacher's home, the classes they teach (also reached with ?isLogin=1). */
import { TeamOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassCard } from '../../features/class-card/class-card';
import { useClasses } from '../../features/class-card/use-classes';

export function MyCoursePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isLoading } = useClasses();
  useDocumentTitle(t('nav.myCourses'));
  const classes = data ?? [];
  return (
    <div className="page-container">
      <Flex justify="space-between" align="flex-end" wrap gap={12} className="page-title">
        <div>
          <Typography.Title level={3} style={{ marginBottom: 4 }}>
            {t('nav.myCourses')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('teacher.myCoursesHint')}</Typography.Text>
        </div>
        <Button icon={<TeamOutlined />} onClick={() => navigate('/teacher/practicals/classManage')}>
          {t('classManage.title')}
        </Button>
      </Flex>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : classes.length === 0 ? (
        <Empty description={t('teacher.noClasses')}>
          <Button type="primary" onClick={() => navigate('/teacher/practicals/classManage')}>
            {t('classManage.create')}
          </Button>
        </Empty>
      ) : (
        <Row gutter={[16, 16]}>
          {classes.map((item) => (
            <Col xs={24} md={12} xl={8} key={item.classId}>
              <ClassCard item={item} />
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
