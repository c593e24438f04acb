/** /competition/student/index and competitionList: the competitions open to the student, with their entry. */
import type { TCompetitionListItem } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { competitionApi } from '../../api/competitions';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { schoolTime } from '../../shared/school-time';
import { chooseCompetition } from './chosen-competition';

export function CompetitionTags({ item }: { item: Pick<TCompetitionListItem, 'isPublicCompetition' | 'isOfficial'> }) {
  const { t } = useTranslation();
  return (
    <>
      <Tag color={item.isPublicCompetition ? 'blue' : 'default'}>
        {item.isPublicCompetition ? t('competition.public') : t('competition.schoolOnly')}
      </Tag>
      <Tag color={item.isOfficial ? 'gold' : 'default'}>
        {item.isOfficial ? t('competition.official') : t('competition.practice')}
      </Tag>
    </>
  );
}

export const dateRange = (from: string | null, to: string | null) =>
  from && to ? `${schoolTime(from).format('YYYY-MM-DD HH:mm')} ~ ${schoolTime(to).format('YYYY-MM-DD HH:mm')}` : '';

export function CompetitionListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('competition.listTitle'));
  const list = useQuery({ queryKey: ['competitions'], queryFn: competitionApi.list });
  const open = (c: TCompetitionListItem) => {
    chooseCompetition({ id: c.abilityCompId, name: c.abilityCompName, logoUrl: c.abilityCompLogoUrl });
    void navigate(`/competition/student/entrance?id=${c.abilityCompId}`);
  };
  return (
    <div className="page-container">
      <Typography.Title level={3}>{t('competition.listTitle')}</Typography.Title>
      {list.isLoading ? <Skeleton active /> : null}
      {list.isError ? <Alert type="error" showIcon message={list.error.message} /> : null}
      {list.data && list.data.length === 0 ? <Empty description={t('competition.listEmpty')} /> : null}
      {list.data && list.data.length > 0 ? (
        <List
          grid={{ gutter: 16, xs: 1, md: 2, xl: 3 }}
          dataSource={list.data}
          renderItem={(c) => (
            <List.Item>
              <Card
                title={
                  <Typography.Text strong ellipsis={{ tooltip: c.abilityCompName }}>
                    {c.abilityCompName}
                  </Typography.Text>
                }
                data-testid="competition-card"
                actions={[
                  <Button key="open" type="primary" onClick={() => open(c)}>
                    {t('competition.open')}
                  </Button>,
                ]}
              >
                <Space direction="vertical" size={6}>
                  <Space wrap>
                    <CompetitionTags item={c} />
                    <Tag color={c.entry === 'withdrawn' ? 'red' : c.entry === 'none' ? 'default' : 'green'}>
                      {t(`competition.entry.${c.entry}`)}
                    </Tag>
                  </Space>
                  <Typography.Text type="secondary">{c.schoolName}</Typography.Text>
                  <Typography.Text>
                    {t('competition.periods', { count: c.periodCount })} ·{' '}
                    {t('competition.entrants', { count: c.entrants })}
                  </Typography.Text>
                  {c.firstOpensAt ? (
                    <Typography.Text type="secondary">
                      {t('competition.window')}: {dateRange(c.firstOpensAt, c.lastClosesAt)}
                    </Typography.Text>
                  ) : null}
                </Space>
              </Card>
            </List.Item>
          )}
        />
      ) : null}
    </div>
  );
}
