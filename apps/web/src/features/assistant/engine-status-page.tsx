/** /operator/assistantEngines: which assistant tools (contracts: AssistantTools) this server can run, and why not. */
import type { TAssistantTool, TEngineToolStatus } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../brand/use-document-title';
import { assistantApi } from './assistant-api';

export function EngineStatusPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('assistantEngines.title'));
  const { data, isLoading } = useQuery({ queryKey: ['assistant', 'engines'], queryFn: assistantApi.engineStatus });
  const columns: TableProps<TEngineToolStatus>['columns'] = [
    {
      key: 'tool',
      title: t('assistantEngines.tool'),
      dataIndex: 'tool',
      width: 200,
      render: (tool: TAssistantTool) => t(`assistantEngines.names.${tool}`),
    },
    {
      key: 'available',
      title: t('assistantEngines.available'),
      dataIndex: 'available',
      width: 120,
      render: (available: boolean) =>
        available ? (
          <Tag color="success">{t('assistantEngines.yes')}</Tag>
        ) : (
          <Tag color="error">{t('assistantEngines.no')}</Tag>
        ),
    },
    { key: 'detail', title: t('assistantEngines.detail'), dataIndex: 'detail' },
  ];
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t('assistantEngines.title')}
      </Typography.Title>
      <Card>
        <Typography.Paragraph type="secondary">{t('assistantEngines.intro')}</Typography.Paragraph>
        <Table
          rowKey="tool"
          loading={isLoading}
          columns={columns}
          dataSource={data?.tools ?? []}
          pagination={false}
          data-testid="engine-status"
        />
        {data && (
          <Typography.Paragraph type="secondary">{t('assistantEngines.queue', data.queue)}</Typography.Paragraph>
        )}
      </Card>
    </div>
  );
}
