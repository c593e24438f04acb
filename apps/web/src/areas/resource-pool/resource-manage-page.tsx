/**
 * 资源管理 (2_114: /teacher/resourseManage?tab=1 and /teacher/teaching/resourseManage) in the
 * teacher's shell: the space used (checkSpace), upload, the way into the pool, and one's own
 * resources in tabs (my-resources.tsx, the personal centre's pieces). `tab` is a number in the
 * address as the spec writes it: 1 uploads, 2 trainings, 3 shared, 4 favourites.
 */
import { CloudUploadOutlined, DatabaseOutlined } from '@ant-design/icons';
import type { TPersonalTab } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Row, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { resourcePoolApi } from '../../api/resource-pool';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { MyResources } from './my-resources';
import { POOL_HOME } from './pool-paths';
import { SpaceFigures, UploadDialog } from './upload-dialog';

const TAB_NUMBERS: readonly TPersonalTab[] = ['uploads', 'trainings', 'shared', 'favourites'];

export function ResourceManagePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = TAB_NUMBERS[Number(params.get('tab')) - 1] ?? 'uploads';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [uploading, setUploading] = useState(false);
  useDocumentTitle(t('poolManage.title'));
  const space = useQuery({
    queryKey: [...queryKeys.resourcePool, 'space', 0],
    queryFn: () => resourcePoolApi.checkSpace(0),
  });
  const go = (next: TPersonalTab, nextPage: number) => {
    const q: Record<string, string> = { tab: String(TAB_NUMBERS.indexOf(next) + 1) };
    if (nextPage > 1) q.page = String(nextPage);
    setParams(new URLSearchParams(q));
  };
  return (
    <div className="page-container" data-testid="resource-manage">
      <Typography.Title level={3} className="page-title">
        {t('poolManage.title')}
      </Typography.Title>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} md={14}>
          <Card size="small" title={t('poolManage.space')} style={{ height: '100%' }}>
            {space.data ? (
              <SpaceFigures space={space.data} />
            ) : space.isError ? (
              <Typography.Text type="danger">{t('pool.upload.spaceError')}</Typography.Text>
            ) : (
              <Skeleton active paragraph={{ rows: 2 }} title={false} />
            )}
          </Card>
        </Col>
        <Col xs={24} md={10}>
          <Card size="small" title={t('poolManage.actions')} style={{ height: '100%' }}>
            <Typography.Paragraph type="secondary">{t('poolManage.intro')}</Typography.Paragraph>
            <Space wrap>
              <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setUploading(true)}>
                {t('pool.home.upload')}
              </Button>
              <Link to={POOL_HOME}>
                <Button icon={<DatabaseOutlined />}>{t('poolManage.openPool')}</Button>
              </Link>
            </Space>
          </Card>
        </Col>
      </Row>
      <MyResources tab={tab} page={page} onChange={go} />
      <UploadDialog open={uploading} onClose={() => setUploading(false)} />
    </div>
  );
}
