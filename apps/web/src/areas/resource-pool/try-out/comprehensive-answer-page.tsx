/**
 * /resource_pool/case_comprehensive_Answer?resourceId=&link=: answering one link of a
 * comprehensive case as its student would, through the question engine's inputs (QuestionInput),
 * with the answer key behind a switch. The answers stay in this browser (use-try-answers.ts):
 * nothing is submitted, scored or seen by a class.
 */
import type { TQuestionAnswer } from '@lingua/contracts';
import { Alert, Button, Card, Empty, Flex, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { QuestionCardTitle } from '../../../features/answering/question-card-title';
import { useDocumentTitle } from '../../../features/brand/use-document-title';
import { BackgroundViewer } from '../../../features/trainings/background-viewer';
import { QuestionAnswerKey } from '../../../features/trainings/question-answer-key';
import { QuestionInput } from '../../../features/trainings/question-input';
import { PreviewFrame } from '../preview-frame';
import { TryHeader } from './try-header';
import { linkHref, tasksHref } from './try-paths';
import { linksOf, useCasePreview } from './use-case-preview';
import { useTryAnswers } from './use-try-answers';

function LinkAnswer({ resourceId, trainingId }: { resourceId: number; trainingId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('link');
  const index = raw !== null && /^\d{1,2}$/.test(raw) ? Number(raw) : null;
  const [showKey, setShowKey] = useState(false);
  const preview = useCasePreview(trainingId);
  const { answers, put, clear } = useTryAnswers<TQuestionAnswer>('case', trainingId);
  const p = preview.data;
  const links = p ? linksOf(p) : [];
  const link = index === null ? undefined : links[index];
  useDocumentTitle(link ? `${t('poolTry.answerTitle')} · ${link.title}` : t('poolTry.answerTitle'));
  if (preview.isError) return <Alert type="error" showIcon message={preview.error.message} />;
  if (!p) return <Card loading />;
  if (!link) return <Empty description={t('poolTry.missingLink')} />;
  const next = links[link.index + 1];
  return (
    <>
      <TryHeader
        title={`${t('poolTry.linkN', { n: link.index + 1 })} · ${link.title}`}
        subtitle={p.title}
        back={tasksHref(resourceId)}
        backLabel={t('poolTry.backToTasks')}
        onClear={clear}
      />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Typography.Paragraph style={{ marginBottom: 8 }}>{link.brief}</Typography.Paragraph>
        <Space size={8}>
          <Switch id="try-show-key" checked={showKey} onChange={setShowKey} />
          <label htmlFor="try-show-key" style={{ cursor: 'pointer' }}>
            {t('poolTry.showAnswers')}
          </label>
        </Space>
      </Card>
      {p.background.length > 0 ? (
        <Card size="small" title={t('training.background')} style={{ marginBottom: 12 }}>
          <BackgroundViewer items={p.background} />
        </Card>
      ) : null}
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {link.tasks.map((q, i) => (
          <Card
            key={q.questionId}
            size="small"
            data-testid="try-task"
            title={<QuestionCardTitle index={i} subjectType={q.subject_type} fullMark={q.fullMark} />}
          >
            <QuestionInput
              subjectType={q.subject_type}
              stem={q.stem}
              content={q.content}
              answer={answers[String(q.questionId)] ?? {}}
              disabled={false}
              onChange={(a) => put(q.questionId, a)}
            />
            {showKey ? (
              <QuestionAnswerKey
                subjectType={q.subject_type}
                stem={q.stem}
                answerKey={q.answerKey}
                analysis={q.analysis}
              />
            ) : null}
          </Card>
        ))}
      </Space>
      <Flex justify="end" gap={12} wrap style={{ marginTop: 12 }}>
        <Button onClick={() => navigate(tasksHref(resourceId))}>{t('poolTry.backToTasks')}</Button>
        {next ? (
          <Button type="primary" onClick={() => navigate(linkHref(resourceId, next.index))}>
            {t('poolTry.nextLink')}
          </Button>
        ) : null}
      </Flex>
    </>
  );
}

export function ComprehensiveAnswerPage() {
  const { t } = useTranslation();
  return (
    <PreviewFrame>
      {(resource) =>
        resource.trainingId !== null && resource.trainingKind === 'multiple' ? (
          <LinkAnswer resourceId={resource.resourceId} trainingId={resource.trainingId} />
        ) : (
          <Alert type="info" showIcon message={t('poolTry.notComprehensive')} />
        )
      }
    </PreviewFrame>
  );
}
