/** /competition/teacher/index: the organiser's competitions, and creating one. */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { competitionApi } from '../../api/competitions';
import { isApiError } from '../../api/errors';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { CompetitionTags, dateRange } from './student-list-page';

export function OrganiserIndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t('competition.organiserTitle'));
  const list = useQuery({ queryKey: ['organisedCompetitions'], queryFn: competitionApi.organised, retry: false });
  const denied = isApiError(list.error) && list.error.code === 403;
  return (
    <div className="page-container">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('competition.organiserTitle')}
        </Typography.Title>
        {denied ? null : (
          <Button
            type="primary"
            onClick={() => navigate('/competition/teacher/competitionDetails')}
            data-testid="create-competition"
          >
            {t('competition.create')}
          </Button>
        )}
      </Space>
      {list.isLoading ? <Skeleton active /> : null}
      {denied ? <Alert type="warning" showIcon message={t('competition.notOrganiser')} /> : null}
      {list.isError && !denied ? <Alert type="error" showIcon message={list.error.message} /> : null}
      {list.data && list.data.length === 0 ? <Empty description={t('competition.organiserEmpty')} /> : null}
      {list.data && list.data.length > 0 ? (
        <List
          grid={{ gutter: 16, xs: 1, md: 2, xl: 3 }}
          dataSource={list.data}
          renderItem={(c) => (
            <List.Item>
              <Card
                data-testid="organised-card"
                title={
                  <Link to={`/competition/teacher/competitionDetails?id=${c.abilityCompId}`}>{c.abilityCompName}</Link>
                }
                actions={[
                  <Link key="edit" to={`/competition/teacher/competitionDetails?id=${c.abilityCompId}`}>
                    {t('competition.edit')}
                  </Link>,
                  <Link key="entries" to={`/competition/teacher/studentSchedule?id=${c.abilityCompId}`}>
                    {t('competition.entriesTitle')}
                  </Link>,
                  <Link key="withdrawals" to={`/competition/teacher/withdrawalInformation?id=${c.abilityCompId}`}>
                    {t('competition.withdrawalsTitle')}
                  </Link>,
                ]}
              >
                <Space direction="vertical" size={6}>
                  <Space wrap>
                    <CompetitionTags item={c} />
                  </Space>
                  <Typography.Text>
                    {t('competition.periods', { count: c.periodCount })} ·{' '}
                    {t('competition.entrants', { count: c.entrants })}
                  </Typography.Text>
                  {c.firstOpensAt ? (
                    <Typography.Text type="secondary">{dateRange(c.firstOpensAt, c.lastClosesAt)}</Typography.Text>
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
