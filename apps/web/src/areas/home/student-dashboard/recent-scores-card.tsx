/** The latest handed-in results (trainings, exams, tasks) with their score, each opening its report. */
import type { TRecentScore } from '@lingua/contracts';
import { Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { schoolTime } from '../../../shared/school-time';
import { reportPath } from './dashboard-paths';

const SOURCE_COLOR = { training: 'blue', exam: 'purple', task: 'cyan' } as const;

function keyOf(score: TRecentScore): string {
  return score.source === 'task' ? `task-${score.taskId}-${score.classId}` : `${score.source}-${score.attemptId}`;
}

export function RecentScoresCard({ scores }: { scores: TRecentScore[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card title={t('dashboard.scores.title')} data-testid="recent-scores-card">
      {scores.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.scores.empty')} />
      ) : (
        <List
          dataSource={scores}
          renderItem={(score) => (
            <List.Item
              key={keyOf(score)}
              data-testid="recent-score"
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(reportPath(score))}
              extra={
                score.score === null ? (
                  <Tag>{t('dashboard.scores.pending')}</Tag>
                ) : (
                  <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                    {t('dashboard.scores.score', { score: Math.round(score.score * 10) / 10, full: score.fullMark })}
                  </Typography.Text>
                )
              }
            >
              <List.Item.Meta
                title={
                  <Space wrap size={[8, 4]}>
                    <Tag color={SOURCE_COLOR[score.source]}>{t(`dashboard.scores.${score.source}`)}</Tag>
                    <Typography.Link>{score.title}</Typography.Link>
                  </Space>
                }
                description={schoolTime(score.at).format('YYYY-MM-DD HH:mm')}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
