/** The head of every try-out page: the case's title, the way back, and the notice that nothing is recorded. */
import { Alert, Button, Card, Flex, Popconfirm, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function TryHeader({
  title,
  subtitle,
  back,
  backLabel,
  onClear,
}: {
  title: string;
  subtitle?: ReactNode;
  back: string;
  backLabel: string;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <Space orientation="vertical" size={4} style={{ minWidth: 0 }}>
          <Link to={back}>← {backLabel}</Link>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
        </Space>
        <Popconfirm
          title={t('poolTry.clear')}
          onConfirm={onClear}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
        >
          <Button>{t('poolTry.clear')}</Button>
        </Popconfirm>
      </Flex>
      <Alert type="warning" showIcon message={t('poolTry.notice')} style={{ marginTop: 12 }} data-testid="try-notice" />
    </Card>
  );
}
