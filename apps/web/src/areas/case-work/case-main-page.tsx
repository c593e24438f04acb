/**
 * A comprehensive case's main page (multipleMain, multipleLinkList): the case, then its links in
 * order, each with its progress and whether it is done, open or locked; the case is submitted here
 * (or from the last link's finished page) once every link is done. A case already finished shows
 * its report and history first, and may be worked through again.
 */
import { CheckCircleFilled, LockOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, List, Progress, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { trainingApi } from '../../api/trainings';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { BackgroundViewer } from '../../features/trainings/background-viewer';
import { caseHref } from '../../features/trainings/case-paths';
import { trainingHref, useTrainingRoute } from '../../features/trainings/use-training-route';
import { TrainingBreadcrumb } from '../trainings/training-breadcrumb';
import { type LinkState, linkStates } from './link-states';
import { useCaseSheet, useSubmitCase } from './use-case-sheet';

function LinkStatus({ l }: { l: LinkState }) {
  const { t } = useTranslation();
  if (l.state === 'done')
    return (
      <Tag icon={<CheckCircleFilled />} color="success">
        {t('caseWork.linkDone')}
      </Tag>
    );
  if (l.state === 'locked')
    return (
      <Tag icon={<LockOutlined />} data-testid="link-locked">
        {t('caseWork.linkLocked')}
      </Tag>
    );
  return <Tag color="processing">{t('caseWork.linkOpen')}</Tag>;
}

function CaseLinks({ classId, trainingId }: { classId: number; trainingId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sheet = useCaseSheet(classId, trainingId);
  const submit = useSubmitCase(sheet.data);
  useDocumentTitle(sheet.data?.title ?? t('caseWork.mainTitle'));
  if (sheet.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (sheet.error) return <Alert type="error" showIcon message={sheet.error.message} />;
  const s = sheet.data;
  if (!s) return null;
  if (s.kind !== 'multiple') return <Alert type="warning" showIcon message={t('caseWork.notMultiple')} />;
  // A case without links (a question bank imported as a comprehensive case) is one list of tasks.
  if ((s.links?.length ?? 0) === 0) return <Navigate replace to={caseHref('answer', { classId, trainingId })} />;
  const links = linkStates(s);
  const allDone = links.every((l) => l.state === 'done');
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {s.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {s.intro} · {t('training.fullMark', { n: s.fullMark })}
        </Typography.Paragraph>
        {s.background.length > 0 ? <BackgroundViewer items={s.background} /> : null}
      </Card>
      <Card
        title={t('caseWork.links')}
        extra={
          allDone ? (
            <Button type="primary" loading={submit.pending} onClick={submit.start} data-testid="submit-case">
              {t('caseWork.submitCase')}
            </Button>
          ) : null
        }
      >
        <List
          dataSource={links}
          data-testid="case-links"
          renderItem={(l) => (
            <List.Item
              data-testid="case-link"
              actions={[
                <Button
                  key="open"
                  type={l.state === 'open' ? 'primary' : 'default'}
                  disabled={l.state === 'locked'}
                  onClick={() => navigate(caseHref('tasks', { classId, trainingId, link: l.index }))}
                >
                  {l.state === 'done' ? t('caseWork.reviewLink') : t('caseWork.enterLink')} <RightOutlined />
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    <span>
                      {t('caseWork.linkNo', { n: l.index + 1 })} · {l.title}
                    </span>
                    <LinkStatus l={l} />
                  </Space>
                }
                description={
                  <Space direction="vertical" size={4} style={{ width: '100%' }}>
                    <span>{l.brief}</span>
                    <Flex gap={8} align="center" wrap>
                      <Progress
                        aria-label={t('caseWork.linkProgress', { done: l.answered, all: l.tasks.length })}
                        percent={Math.round((l.answered / Math.max(1, l.tasks.length)) * 100)}
                        size="small"
                        style={{ width: 160, margin: 0 }}
                        showInfo={false}
                      />
                      <Typography.Text type="secondary">
                        {t('caseWork.linkProgress', { done: l.answered, all: l.tasks.length })}
                      </Typography.Text>
                    </Flex>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
        {allDone ? <Alert type="success" showIcon message={t('caseWork.allDoneText')} /> : null}
      </Card>
    </Space>
  );
}

export function CaseMainPage() {
  const { t } = useTranslation();
  const { classId, trainingId } = useTrainingRoute();
  const [again, setAgain] = useState(false);
  const history = useQuery({
    queryKey: [...queryKeys.trainingHistory, classId, trainingId],
    queryFn: () => trainingApi.history(classId ?? 0, trainingId ?? 0),
    enabled: classId !== null && trainingId !== null,
    retry: false,
  });
  const latest = history.data?.attempts.find((a) => a.status === 'submitted');
  return (
    <div className="page-container">
      <TrainingBreadcrumb kind="multiple" family="answer" />
      {classId === null || trainingId === null ? (
        <Empty description={t('training.missingParams')} />
      ) : history.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : history.error ? (
        <Alert type="error" showIcon message={history.error.message} />
      ) : latest && !again ? (
        <Card>
          <Result
            status="success"
            title={t('caseWork.caseFinished')}
            subTitle={history.data?.title}
            extra={[
              <Link
                key="report"
                to={trainingHref('multiple', 'report', { classId, trainingId, attemptId: latest.attemptId })}
              >
                <Button type="primary">{t('caseWork.viewReport')}</Button>
              </Link>,
              <Link key="history" to={trainingHref('multiple', 'history', { classId, trainingId })}>
                <Button>{t('caseWork.history')}</Button>
              </Link>,
              <Button key="again" onClick={() => setAgain(true)}>
                {t('caseWork.again')}
              </Button>,
            ]}
          />
        </Card>
      ) : (
        <CaseLinks classId={classId} trainingId={trainingId} />
      )}
    </div>
  );
}
