/** /manage/manage/index: the school overview for managers: counts and a week of online time, and the way to the school's data cockpit. */
import {
  CalendarOutlined,
  DashboardOutlined,
  SolutionOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { manageApi } from '../../api/manage';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';

const OnlineTimeChart = lazy(() => import('./online-time-chart').then((m) => ({ default: m.OnlineTimeChart })));

function Stat({ title, value, icon, loading }: { title: string; value: number; icon: ReactNode; loading: boolean }) {
  return (
    <Card loading={loading}>
      <Statistic title={title} value={value} prefix={icon} />
    </Card>
  );
}

export function ManageOverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isLoading } = useQuery({ queryKey: queryKeys.overview, queryFn: manageApi.schoolOverview });
  useDocumentTitle(t('manage.title'));
  const days = data?.onlineTimeByDay ?? [];
  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('manage.title')}
        </Typography.Title>
        <Button
          icon={<DashboardOutlined />}
          onClick={() => navigate('/manage/manage/dataCockpit')}
          data-testid="overview-data-cockpit"
        >
          {t('dataCockpit.open')}
        </Button>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={12} lg={6}>
          <Stat
            title={t('manage.teachers')}
            value={data?.teacherCount ?? 0}
            icon={<SolutionOutlined />}
            loading={isLoading}
          />
        </Col>
        <Col xs={12} lg={6}>
          <Stat
            title={t('manage.students')}
            value={data?.studentCount ?? 0}
            icon={<TeamOutlined />}
            loading={isLoading}
          />
        </Col>
        <Col xs={12} lg={6}>
          <Stat
            title={t('manage.classes')}
            value={data?.classCount ?? 0}
            icon={<CalendarOutlined />}
            loading={isLoading}
          />
        </Col>
        <Col xs={12} lg={6}>
          <Stat
            title={t('manage.activeToday')}
            value={data?.activeTodayCount ?? 0}
            icon={<ThunderboltOutlined />}
            loading={isLoading}
          />
        </Col>
      </Row>
      <Card title={t('manage.chartTitle')} style={{ marginTop: 16 }}>
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : days.length === 0 ? (
          <Empty />
        ) : (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <OnlineTimeChart days={days} />
          </Suspense>
        )}
      </Card>
    </div>
  );
}
