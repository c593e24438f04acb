/**
 * /resource_pool/case_comprehensive_task?resourceId=: a comprehensive case's links as its student
 * sees them (the case-work pages' task list), each with its tasks and how many the teacher has
 * answered in this try-out; every link is open (a try-out has no locking attempt). Nothing is recorded.
 */
import { CheckCircleFilled } from '@ant-design/icons';
import { isAnswered, stemPreview, type TQuestionAnswer } from '@lingua/contracts';
import { Alert, Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../features/brand/use-document-title';
import { BackgroundViewer } from '../../../features/trainings/background-viewer';
import { PreviewFrame } from '../preview-frame';
import { TryHeader } from './try-header';
import { casePreviewHref, linkHref } from './try-paths';
import { linksOf, useCasePreview } from './use-case-preview';
import { useTryAnswers } from './use-try-answers';

function CaseTasks({ resourceId, trainingId }: { resourceId: number; trainingId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const preview = useCasePreview(trainingId);
  const { answers, clear } = useTryAnswers<TQuestionAnswer>('case', trainingId);
  const p = preview.data;
  useDocumentTitle(p ? `${t('poolTry.tasksTitle')} · ${p.title}` : t('poolTry.tasksTitle'));
  if (preview.isError) return <Alert type="error" showIcon message={preview.error.message} />;
  if (!p) return <Card loading />;
  const links = linksOf(p);
  return (
    <>
      <TryHeader
        title={`${t('poolTry.tasksTitle')} · ${p.title}`}
        subtitle={p.intro}
        back={casePreviewHref(resourceId)}
        backLabel={t('poolTry.backToPreview')}
        onClear={clear}
      />
      {p.background.length > 0 ? (
        <Card size="small" title={t('training.background')} style={{ marginBottom: 12 }}>
          <BackgroundViewer items={p.background} />
        </Card>
      ) : null}
      {links.length === 0 ? (
        <Card>
          <Empty description={t('poolTry.noLinks')} />
        </Card>
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {links.map((link) => {
            const done = link.tasks.filter((q) => isAnswered(q.subject_type, answers[String(q.questionId)])).length;
            return (
              <Card
                key={link.index}
                size="small"
                data-testid="try-link"
                title={
                  <Space wrap>
                    <span>
                      {t('poolTry.linkN', { n: link.index + 1 })} · {link.title}
                    </span>
                    {done === link.tasks.length && done > 0 ? (
                      <Tag icon={<CheckCircleFilled />} color="success">
                        {t('poolTry.answeredCount', { done, total: link.tasks.length })}
                      </Tag>
                    ) : (
                      <Tag>{t('poolTry.answeredCount', { done, total: link.tasks.length })}</Tag>
                    )}
                  </Space>
                }
              >
                <Typography.Paragraph>{link.brief}</Typography.Paragraph>
                <List
                  size="small"
                  dataSource={link.tasks}
                  renderItem={(q, i) => (
                    <List.Item>
                      <Space wrap size={6}>
                        <Typography.Text strong>{i + 1}.</Typography.Text>
                        <Tag color="blue">{t(`training.type.${q.subject_type}` as 'training.type.10')}</Tag>
                        <Typography.Text>{stemPreview(q.stem).slice(0, 160)}</Typography.Text>
                      </Space>
                    </List.Item>
                  )}
                />
                <Button
                  type="primary"
                  style={{ marginTop: 8 }}
                  onClick={() => navigate(linkHref(resourceId, link.index))}
                  data-testid="try-start-link"
                >
                  {t('poolTry.startLink')}
                </Button>
              </Card>
            );
          })}
        </Space>
      )}
    </>
  );
}

export function ComprehensiveTasksPage() {
  const { t } = useTranslation();
  return (
    <PreviewFrame>
      {(resource) =>
        resource.trainingId !== null && resource.trainingKind === 'multiple' ? (
          <CaseTasks resourceId={resource.resourceId} trainingId={resource.trainingId} />
        ) : (
          <Alert type="info" showIcon message={t('poolTry.notComprehensive')} />
        )
      }
    </PreviewFrame>
  );
}
