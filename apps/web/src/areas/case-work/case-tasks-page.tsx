/**
 * A comprehensive case's link (multipleTaskList?link=): its situation and its tasks, each with its
 * type and whether it is answered; the answer page opens on this link's tasks alone.
 */
import { CheckCircleFilled } from '@ant-design/icons';
import { isAnswered, stemPreview } from '@lingua/contracts';
import { Alert, Button, Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { caseHref } from '../../features/trainings/case-paths';
import { useTrainingRoute } from '../../features/trainings/use-training-route';
import { TrainingBreadcrumb } from '../trainings/training-breadcrumb';
import { linkStates } from './link-states';
import { useCaseSheet } from './use-case-sheet';

export function linkParam(params: URLSearchParams): number | null {
  const v = params.get('link');
  return v !== null && /^\d{1,2}$/.test(v) ? Number(v) : null;
}

export function CaseTasksPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { classId, trainingId } = useTrainingRoute();
  const [params] = useSearchParams();
  const index = linkParam(params);
  const sheet = useCaseSheet(classId, trainingId);
  const links = sheet.data ? linkStates(sheet.data) : [];
  const link = index === null ? undefined : links[index];
  useDocumentTitle(link?.title ?? t('caseWork.taskList'));
  const saved = new Map(sheet.data?.attempt.answers.map((a) => [a.questionId, a.answer]) ?? []);
  const back = caseHref('main', { classId, trainingId });
  return (
    <div className="page-container">
      <TrainingBreadcrumb kind="multiple" family="answer" />
      {classId === null || trainingId === null || index === null ? (
        <Empty description={t('training.missingParams')} />
      ) : sheet.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : sheet.error ? (
        <Alert type="error" showIcon message={sheet.error.message} />
      ) : !link ? (
        <Empty description={t('caseWork.caseUnavailable')} />
      ) : (
        <Card
          title={
            <Space wrap>
              <span>
                {t('caseWork.linkNo', { n: link.index + 1 })} · {link.title}
              </span>
              {link.state === 'done' ? <Tag color="success">{t('caseWork.linkDone')}</Tag> : null}
            </Space>
          }
          extra={<Link to={back}>{t('caseWork.backToCase')}</Link>}
        >
          <Typography.Paragraph>{link.brief}</Typography.Paragraph>
          {link.state === 'locked' ? (
            <Alert type="warning" showIcon message={t('caseWork.linkLocked')} style={{ marginBottom: 12 }} />
          ) : null}
          <List
            header={<Typography.Text strong>{t('caseWork.taskList')}</Typography.Text>}
            dataSource={link.tasks}
            renderItem={(q, i) => (
              <List.Item data-testid="case-task">
                <Space align="start">
                  <Typography.Text strong>{i + 1}.</Typography.Text>
                  <Space direction="vertical" size={2}>
                    <Space wrap size={4}>
                      <Tag color="blue">{t(`training.type.${q.subject_type}` as 'training.type.10')}</Tag>
                      {isAnswered(q.subject_type, saved.get(q.questionId)) ? (
                        <Tag icon={<CheckCircleFilled />} color="success">
                          {t('training.answered')}
                        </Tag>
                      ) : (
                        <Tag>{t('training.unanswered')}</Tag>
                      )}
                    </Space>
                    <Typography.Text>{stemPreview(q.stem).slice(0, 160)}</Typography.Text>
                  </Space>
                </Space>
              </List.Item>
            )}
          />
          <Button
            type="primary"
            disabled={link.state === 'locked'}
            onClick={() => navigate(caseHref('answer', { classId, trainingId, link: link.index }))}
            data-testid="start-link"
          >
            {link.answered > 0 ? t('caseWork.continueTasks') : t('caseWork.startTasks')}
          </Button>
        </Card>
      )}
    </div>
  );
}
