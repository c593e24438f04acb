/**
 * A link finished (multipleTaskFinished?link=): its answers are saved; on to the next link, or,
 * after the last one, the case is submitted.
 */
import { Alert, Button, Card, Empty, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { caseHref } from '../../features/trainings/case-paths';
import { useTrainingRoute } from '../../features/trainings/use-training-route';
import { TrainingBreadcrumb } from '../trainings/training-breadcrumb';
import { linkParam } from './case-tasks-page';
import { linkStates } from './link-states';
import { useCaseSheet, useSubmitCase } from './use-case-sheet';

export function CaseLinkFinishedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { classId, trainingId } = useTrainingRoute();
  const [params] = useSearchParams();
  const index = linkParam(params);
  const sheet = useCaseSheet(classId, trainingId);
  const submit = useSubmitCase(sheet.data);
  const links = sheet.data ? linkStates(sheet.data) : [];
  const link = index === null ? undefined : links[index];
  const next = links.find((l) => l.state !== 'done');
  useDocumentTitle(t('training.family.finished'));
  return (
    <div className="page-container">
      <TrainingBreadcrumb kind="multiple" family="finished" />
      {classId === null || trainingId === null || index === null ? (
        <Empty description={t('training.missingParams')} />
      ) : sheet.isLoading ? (
        <Skeleton active />
      ) : sheet.error ? (
        <Alert type="error" showIcon message={sheet.error.message} />
      ) : !link ? (
        <Empty description={t('caseWork.caseUnavailable')} />
      ) : (
        <Card>
          <Result
            status="success"
            title={t('caseWork.linkFinishedTitle', { n: link.index + 1, title: link.title })}
            subTitle={next ? t('caseWork.linkFinishedText') : t('caseWork.allDoneText')}
            extra={[
              next ? (
                <Button
                  key="next"
                  type="primary"
                  onClick={() => navigate(caseHref('tasks', { classId, trainingId, link: next.index }))}
                  data-testid="next-link"
                >
                  {t('caseWork.nextLink')}
                </Button>
              ) : (
                <Button
                  key="submit"
                  type="primary"
                  loading={submit.pending}
                  onClick={submit.start}
                  data-testid="submit-case"
                >
                  {t('caseWork.submitCase')}
                </Button>
              ),
              <Button key="back" onClick={() => navigate(caseHref('main', { classId, trainingId }))}>
                {t('caseWork.backToCase')}
              </Button>,
            ]}
          />
        </Card>
      )}
    </div>
  );
}
