/** /competition/student/center: the student's competitions, their entry, and each published result. */
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { competitionApi } from '../../api/competitions';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useSession } from '../../session/store';

export function CompetitionCentrePage() {
  const { t } = useTranslation();
  const info = useSession((s) => s.loginInfo);
  useDocumentTitle(t('competition.centreTitle'));
  const centre = useQuery({ queryKey: ['competitionCentre'], queryFn: competitionApi.centre });
  return (
    <div className="page-container">
      <Typography.Title level={3}>{t('competition.centreTitle')}</Typography.Title>
      {info ? (
        <Typography.Paragraph type="secondary">
          {info.name} · {info.mobile}
        </Typography.Paragraph>
      ) : null}
      {centre.isLoading ? <Skeleton active /> : null}
      {centre.isError ? <Alert type="error" showIcon message={centre.error.message} /> : null}
      {centre.data && centre.data.entries.length === 0 ? <Empty description={t('competition.centreEmpty')} /> : null}
      {centre.data?.entries.map((e) => (
        <Card
          key={e.abilityCompId}
          size="small"
          style={{ marginBottom: 12 }}
          title={<Link to={`/competition/student/entrance?id=${e.abilityCompId}`}>{e.abilityCompName}</Link>}
          extra={<Tag color={e.entry === 'withdrawn' ? 'red' : 'green'}>{t(`competition.entry.${e.entry}`)}</Tag>}
        >
          {e.results.length === 0 ? (
            <Typography.Text type="secondary">{t('competition.noResult')}</Typography.Text>
          ) : (
            <List
              size="small"
              dataSource={e.results}
              renderItem={(r) => (
                <List.Item>
                  <Space wrap>
                    <span>{t('competition.result', { period: r.periodName, score: r.score, rank: r.rank })}</span>
                    <Link to={`/competition/student/ranking?periodId=${r.periodId}`}>{t('competition.ranking')}</Link>
                  </Space>
                </List.Item>
              )}
            />
          )}
        </Card>
      ))}
    </div>
  );
}
