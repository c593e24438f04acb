/** A competition's periods on the entrance page: each round's window and terms, its status and actions. */
import type { TCompetitionView } from '@lingua/contracts';
import { Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ENDED, ExamStatusTag } from '../exams/exam-status-tag';
import { dateRange } from './student-list-page';

type Period = TCompetitionView['periods'][number];

export function PeriodList({
  periods,
  admitted,
  starting,
  onStart,
}: {
  periods: Period[];
  admitted: boolean;
  starting: boolean;
  onStart: (p: Period) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const now = Date.now();
  return (
    <Card title={t('competition.periodsTitle')} size="small">
      {periods.length === 0 ? (
        <Empty />
      ) : (
        <List
          dataSource={periods}
          renderItem={(p) => {
            const open = now >= Date.parse(p.opensAt) && now <= Date.parse(p.closesAt);
            const ended = ENDED.includes(p.status);
            const running = p.status === 'inProgress' || p.status === 'paused';
            return (
              <List.Item
                data-testid="competition-period"
                actions={[
                  admitted && !ended && open ? (
                    <Button
                      key="start"
                      type="primary"
                      loading={starting}
                      onClick={() => onStart(p)}
                      data-testid="start-round"
                    >
                      {running ? t('competition.resume') : t('competition.start')}
                    </Button>
                  ) : null,
                  p.attemptId && ended ? (
                    <Button
                      key="report"
                      onClick={() => navigate(`/competition/student/onlineTestAnswerReport?attemptId=${p.attemptId}`)}
                    >
                      {t('competition.report')}
                    </Button>
                  ) : null,
                  <Button key="ranking" onClick={() => navigate(`/competition/student/ranking?periodId=${p.periodId}`)}>
                    {t('competition.ranking')}
                  </Button>,
                ].filter(Boolean)}
              >
                <List.Item.Meta
                  title={
                    <Space wrap>
                      <Tag color="purple">{t(`competition.stage.${p.stage}`)}</Tag>
                      <span>{p.name}</span>
                      {p.status !== 'notStarted' ? <ExamStatusTag status={p.status} /> : null}
                      {!open && !ended ? (
                        <Tag>{now < Date.parse(p.opensAt) ? t('competition.notOpenYet') : t('competition.over')}</Tag>
                      ) : null}
                    </Space>
                  }
                  description={
                    <Space direction="vertical" size={0}>
                      <Typography.Text type="secondary">{dateRange(p.opensAt, p.closesAt)}</Typography.Text>
                      <Typography.Text type="secondary">
                        {t('competition.minutes', { count: p.timeLimitMinutes })} ·{' '}
                        {t('competition.questions', { count: p.questionCount, mark: p.fullMark })}
                      </Typography.Text>
                    </Space>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
