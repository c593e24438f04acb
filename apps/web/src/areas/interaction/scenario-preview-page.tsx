/**
 * A scenario as its teams will meet it (interactive_training_preview; the course builder's
 * bu_cou_pre_interaction_case): the background with its Chinese, each stage's task with its
 * notes, and the rubric it suggests. `?trainingId=` names the scenario; without one, a list to pick.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Result, Select, Skeleton, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { interactionApi } from '../../api/interaction';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { MarkupText } from '../../shared/markup-text';
import { ScenarioBackground } from './scenario-background';

export function ScenarioPreviewPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const trainingId = Number(params.get('trainingId')) || null;
  const scenarios = useQuery({ queryKey: ['interaction', 'scenarios'], queryFn: interactionApi.scenarios });
  const scenario = useQuery({
    queryKey: ['interaction', 'scenario', trainingId],
    queryFn: () => interactionApi.scenario(trainingId ?? 0),
    enabled: trainingId !== null,
    retry: false,
  });
  const s = scenario.data;
  useDocumentTitle(s?.title ?? t('interaction.preview'));
  const english = i18n.language.startsWith('en');
  return (
    <div className="page-container" data-testid="scenario-preview">
      <Space align="center" wrap className="page-title" style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space align="center">
          <Button icon={<ArrowLeftOutlined />} aria-label={t('interaction.back')} onClick={() => navigate(-1)} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('interaction.preview')}
          </Typography.Title>
        </Space>
        <Select<number>
          style={{ width: 320, maxWidth: '100%' }}
          loading={scenarios.isLoading}
          value={trainingId ?? undefined}
          placeholder={t('interaction.chooseScenario')}
          aria-label={t('interaction.scenario')}
          onChange={(v) => setParams({ trainingId: String(v) }, { replace: true })}
          options={(scenarios.data ?? []).map((x) => ({ value: x.trainingId, label: x.title }))}
        />
      </Space>
      {trainingId === null ? (
        <Card>
          <Empty description={t('interaction.chooseScenario')} />
        </Card>
      ) : scenario.isError ? (
        <Result status="404" title={t('interaction.scenarioMissing')} />
      ) : !s ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card>
            <Typography.Title level={4} style={{ marginTop: 0 }}>
              {s.title}
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              {s.intro} · {t('interaction.stageCount', { count: s.stageCount })}
            </Typography.Paragraph>
            <Alert type="info" showIcon message={t('interaction.previewHint')} />
          </Card>
          {s.background.length ? <ScenarioBackground items={s.background} /> : null}
          <Card size="small" title={t('interaction.stages')}>
            <List
              dataSource={s.stages}
              data-testid="preview-stages"
              renderItem={(stage) => (
                <List.Item>
                  <Space direction="vertical" size={4} style={{ width: '100%' }}>
                    <Typography.Text strong>{t('interaction.stageN', { n: stage.sort })}</Typography.Text>
                    <div style={{ overflowWrap: 'anywhere' }}>
                      <MarkupText text={stage.prompt} />
                    </div>
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      {english ? stage.notes.en : stage.notes.cn}
                    </Typography.Text>
                  </Space>
                </List.Item>
              )}
            />
          </Card>
          <Card size="small" title={t('interaction.suggestedRubric')}>
            <Table
              size="small"
              rowKey="name"
              pagination={false}
              dataSource={s.suggestedRubric}
              columns={[
                { title: t('interaction.itemName'), dataIndex: 'name', width: 200 },
                { title: t('interaction.itemMeaning'), dataIndex: 'description' },
              ]}
            />
            <Typography.Text type="secondary">{t('interaction.rubricHint')}</Typography.Text>
          </Card>
        </Space>
      )}
    </div>
  );
}
