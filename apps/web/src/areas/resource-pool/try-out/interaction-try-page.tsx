/**
 * /resource_pool/case_interaction_answer?resourceId=: a teacher tries an interactive case's answer
 * pages as a student team would — the scenario's background, each stage's task and notes, and an
 * answer per stage — with no class, no team and no activity: the answers stay in this browser
 * (use-try-answers.ts) and nothing is recorded.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { interactionApi } from '../../../api/interaction';
import { useDocumentTitle } from '../../../features/brand/use-document-title';
import { MarkupText } from '../../../shared/markup-text';
import { ScenarioBackground } from '../../interaction/scenario-background';
import { PreviewFrame } from '../preview-frame';
import { TryHeader } from './try-header';
import { casePreviewHref } from './try-paths';
import { useTryAnswers } from './use-try-answers';

function InteractionTry({ resourceId, trainingId }: { resourceId: number; trainingId: number }) {
  const { t, i18n } = useTranslation();
  const scenario = useQuery({
    queryKey: ['interaction', 'scenario', trainingId],
    queryFn: () => interactionApi.scenario(trainingId),
    retry: false,
  });
  const { answers, put, clear } = useTryAnswers<string>('interaction', trainingId);
  const s = scenario.data;
  useDocumentTitle(s ? `${t('poolTry.interactionTitle')} · ${s.title}` : t('poolTry.interactionTitle'));
  if (scenario.isError) return <Alert type="error" showIcon message={scenario.error.message} />;
  if (!s) return <Card loading />;
  const english = i18n.language.startsWith('en');
  return (
    <>
      <TryHeader
        title={`${t('poolTry.interactionTitle')} · ${s.title}`}
        subtitle={s.intro}
        back={casePreviewHref(resourceId)}
        backLabel={t('poolTry.backToPreview')}
        onClear={clear}
      />
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {s.background.length ? <ScenarioBackground items={s.background} /> : null}
        {s.stages.map((stage) => (
          <Card
            key={stage.stageId}
            size="small"
            title={t('interaction.stageN', { n: stage.sort })}
            data-testid="try-stage"
          >
            <div style={{ overflowWrap: 'anywhere', marginBottom: 8 }}>
              <MarkupText text={stage.prompt} />
            </div>
            <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
              {english ? stage.notes.en : stage.notes.cn}
            </Typography.Paragraph>
            <Typography.Text strong>{t('poolTry.stageAnswer')}</Typography.Text>
            <Input.TextArea
              value={answers[String(stage.stageId)] ?? ''}
              onChange={(e) => put(stage.stageId, e.target.value)}
              placeholder={t('poolTry.stagePlaceholder')}
              autoSize={{ minRows: 4, maxRows: 14 }}
              maxLength={5000}
              showCount
              aria-label={`${t('interaction.stageN', { n: stage.sort })} · ${t('poolTry.stageAnswer')}`}
              style={{ marginTop: 6 }}
            />
            {answers[String(stage.stageId)] ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('poolTry.savedLocally')}
              </Typography.Text>
            ) : null}
          </Card>
        ))}
      </Space>
    </>
  );
}

export function InteractionTryPage() {
  const { t } = useTranslation();
  return (
    <PreviewFrame>
      {(resource) =>
        resource.trainingId !== null && resource.trainingKind === 'interaction' ? (
          <InteractionTry resourceId={resource.resourceId} trainingId={resource.trainingId} />
        ) : (
          <Alert type="info" showIcon message={t('poolTry.notInteraction')} />
        )
      }
    </PreviewFrame>
  );
}
