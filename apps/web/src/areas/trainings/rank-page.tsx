/**
 * The class rank of a speaking training (MachineRank, ChallengeRank, wordChallenges Rank): each
 * student's best scored attempt by score, ties broken by the time used and then the earlier
 * submission; the student's own row is marked. Attempts still being scored join when scored.
 */

import { speakingRouteOf, type TRankEntry } from '@lingua/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Breadcrumb, Card, Empty, Skeleton, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { speakingApi } from '../../api/speaking';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useSpeechEvents } from '../../features/speaking/use-attempt-recordings';
import { useTrainingRoute } from '../../features/trainings/use-training-route';
import { formatDuration } from '../../shared/format-duration';
import { schoolTime } from '../../shared/school-time';

export function SpeakingRankPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { classId, trainingId } = useTrainingRoute();
  const kind = speakingRouteOf(location.pathname)?.kind ?? 'rolePlay';
  const key = ['speaking', 'rank', classId, trainingId];
  const rank = useQuery({
    queryKey: key,
    queryFn: () => speakingApi.rank(classId ?? 0, trainingId ?? 0),
    enabled: classId !== null && trainingId !== null,
    retry: false,
  });
  const client = useQueryClient();
  useSpeechEvents(() => void client.invalidateQueries({ queryKey: key }));
  useDocumentTitle(t('speaking.rank'));
  return (
    <div className="page-container">
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to="/student/practicals/index/practical">{t('training.area')}</Link> },
          { title: t(`training.kind.${kind}`) },
          { title: t('speaking.rank') },
        ]}
      />
      <Card title={t('speaking.rank')}>
        {classId === null || trainingId === null ? (
          <Empty description={t('training.missingParams')} />
        ) : rank.isLoading ? (
          <Skeleton active />
        ) : rank.error ? (
          <Alert type="error" showIcon message={rank.error.message} />
        ) : (
          <Table<TRankEntry>
            rowKey="studentId"
            data-testid="rank-table"
            pagination={false}
            dataSource={rank.data ?? []}
            locale={{ emptyText: <Empty description={t('speaking.rankEmpty')} /> }}
            rowClassName={(r) => (r.me ? 'rank-me' : '')}
            columns={[
              {
                title: t('speaking.rankNo'),
                dataIndex: 'rank',
                width: 80,
                render: (n: number) => (n <= 3 ? <Tag color={['gold', 'default', 'orange'][n - 1]}>{n}</Tag> : n),
              },
              {
                title: t('speaking.rankName'),
                dataIndex: 'name',
                render: (name: string, r) => (
                  <span data-testid={r.me ? 'rank-me' : undefined}>
                    {name}
                    {r.me ? t('speaking.you') : ''}
                  </span>
                ),
              },
              { title: t('speaking.rankScore'), dataIndex: 'score', width: 100 },
              {
                title: t('speaking.rankTime'),
                dataIndex: 'durationSeconds',
                width: 120,
                render: (s: number) => formatDuration(s),
              },
              {
                title: t('speaking.rankSubmitted'),
                dataIndex: 'submittedAt',
                width: 180,
                render: (v: string) => schoolTime(v).format('YYYY-MM-DD HH:mm:ss'),
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
