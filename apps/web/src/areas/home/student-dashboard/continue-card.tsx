/**
 * "Continue learning": the activity the student last worked on in the current class's course, or
 * the next one not done, opened with one click exactly as the course page opens it.
 */
import { LockOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { TStudentDashboard } from '@lingua/contracts';
import { Alert, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { canOpenActivityKind, useOpenActivity } from '../../../features/course/use-open-activity';

export function ContinueCard({ data }: { data: TStudentDashboard }) {
  const { t } = useTranslation();
  const opener = useOpenActivity();
  const next = data.continueAt;
  const classId = data.currentClass?.classId ?? null;
  const body = () => {
    if (!data.course)
      return <Typography.Paragraph type="secondary">{t('dashboard.continue.noCourse')}</Typography.Paragraph>;
    if (data.course.total === 0)
      return <Typography.Paragraph type="secondary">{t('dashboard.continue.noContent')}</Typography.Paragraph>;
    if (!next) return <Alert type="success" showIcon message={t('dashboard.continue.allDone')} />;
    const lockText = next.locked ? t(`course.lockReason.${next.lockReason ?? 'previousStep'}`) : null;
    return (
      <Flex vertical gap={12}>
        <Space wrap size={[8, 4]}>
          <Tag color="blue">{t(`dashboard.continue.${next.reason}`)}</Tag>
          <Tag>{t(`course.kind.${next.kind}`)}</Tag>
          <Typography.Text type="secondary">
            {next.chapterTitle} · {next.stepTitle}
          </Typography.Text>
        </Space>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="continue-title">
          {next.title}
        </Typography.Title>
        <Typography.Text type="secondary">{t(`dashboard.continue.hint.${next.reason}`)}</Typography.Text>
        {lockText ? (
          <Typography.Text type="secondary">
            <LockOutlined /> {lockText}
          </Typography.Text>
        ) : null}
        <div>
          <Button
            type="primary"
            size="large"
            icon={<PlayCircleOutlined />}
            data-testid="continue-open"
            disabled={next.locked || classId === null || !canOpenActivityKind(next.kind)}
            loading={opener.isPending}
            onClick={() => classId !== null && opener.mutate({ classId, activityId: next.activityId })}
          >
            {next.finished === 1 ? t('dashboard.continue.open') : t('dashboard.continue.start')}
          </Button>
        </div>
      </Flex>
    );
  };
  return (
    <Card title={t('dashboard.continue.title')} data-testid="continue-card">
      {body()}
    </Card>
  );
}
