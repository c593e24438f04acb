/** /comp/system (part 2 §2.4): what the competition system is and the rules every competition keeps. */
import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { CompFrame } from './comp-top-bar';

const PARTS = ['kinds', 'answering', 'ranking', 'results', 'privacy'] as const;

export function CompSystemPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('compBoard.system.title'));
  return (
    <CompFrame page="compHome" title={t('compBoard.home.title')}>
      <div className="page-container">
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Link to="/comp/index">{t('compBoard.home.title')}</Link>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('compBoard.system.title')}
          </Typography.Title>
          <Typography.Paragraph data-testid="comp-system-intro">{t('compBoard.system.intro')}</Typography.Paragraph>
          {PARTS.map((k) => (
            <Card key={k} size="small" title={t(`compBoard.system.sections.${k}.title`)}>
              <Typography.Paragraph style={{ margin: 0 }}>
                {t(`compBoard.system.sections.${k}.body`)}
              </Typography.Paragraph>
            </Card>
          ))}
        </Space>
      </div>
    </CompFrame>
  );
}
