/** /platform_list: every platform of Lingua as a card; choosing one switches to it (part 2 §2.2). */
import { Col, Empty, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useSession } from '../../session/store';
import { isCurrentPlatform } from './choose-platform';
import { PlatformCard } from './platform-card';
import { usePlatformList } from './queries';
import { useChoosePlatform } from './use-choose-platform';

export function PlatformListPage() {
  const { t } = useTranslation();
  const { data, isLoading } = usePlatformList();
  const projectType = useSession((s) => s.projectType);
  const subType = useSession((s) => s.projectSubType);
  const choose = useChoosePlatform();
  useDocumentTitle(t('platform.title'));
  const platforms = data ?? [];
  return (
    <div className="page-container">
      <div className="page-title">
        <Typography.Title level={3} style={{ marginBottom: 4 }}>
          {t('platform.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('platform.subtitle')}</Typography.Text>
      </div>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : platforms.length === 0 ? (
        <Empty />
      ) : (
        <Row gutter={[16, 16]}>
          {platforms.map((platform) => (
            <Col xs={24} md={12} xl={8} key={platform.key}>
              <PlatformCard
                platform={platform}
                current={isCurrentPlatform(platform, projectType, subType)}
                onChoose={choose}
              />
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
