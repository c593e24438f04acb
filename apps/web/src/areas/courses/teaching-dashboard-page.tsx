/** /student/teaching/index: the student's home: classes, unread messages and the latest three. */
import { BellOutlined, TeamOutlined } from '@ant-design/icons';
import type { TMessage } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Col, Empty, List, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageApi } from '../../api/messages';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassCard } from '../../features/class-card/class-card';
import { useClasses } from '../../features/class-card/use-classes';
import { RecommendLessons } from '../../features/course/recommend-lessons';
import { useMessageNum } from '../../features/message-bell/use-message-num';
import { MessageTypeTag } from '../../features/messages/message-type-tag';
import { schoolTime } from '../../shared/school-time';
import { JoinClassButton } from './join-class-button';

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

export function TeachingDashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const classes = useClasses();
  const unread = useMessageNum();
  const latest = useQuery({
    queryKey: [...queryKeys.messages, 'latest'],
    queryFn: () => messageApi.messageListPage({ pageNum: 1, pageSize: 3, readStatus: 0 }),
  });
  useDocumentTitle(t('student.title'));
  const classList = classes.data ?? [];
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t('student.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card loading={classes.isLoading}>
            <Statistic title={t('student.classCount')} value={classList.length} prefix={<TeamOutlined />} />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card loading={unread.isLoading} hoverable onClick={() => navigate('/user/message_center')}>
            <Statistic title={t('student.unread')} value={unread.data ?? 0} prefix={<BellOutlined />} />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={14}>
          <Card title={t('student.myClasses')} extra={<JoinClassButton />} style={{ height: '100%' }}>
            {classes.isLoading ? (
              <Skeleton active />
            ) : classList.length === 0 ? (
              <Empty description={t('joinClass.empty')} />
            ) : (
              <Row gutter={[12, 12]}>
                {classList.map((item) => (
                  <Col xs={24} md={12} key={item.classId}>
                    <ClassCard item={item} showTeacher />
                  </Col>
                ))}
              </Row>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card
            title={t('student.latestMessages')}
            extra={
              <Button type="link" onClick={() => navigate('/user/message_center')}>
                {t('common.viewAll')}
              </Button>
            }
            style={{ height: '100%' }}
          >
            <List
              loading={latest.isLoading}
              dataSource={latest.data?.list ?? []}
              locale={{ emptyText: <Empty /> }}
              renderItem={(item) => <LatestMessage item={item} />}
            />
          </Card>
        </Col>
      </Row>
      <div style={{ marginTop: 16 }}>
        <RecommendLessons />
      </div>
    </div>
  );
}
