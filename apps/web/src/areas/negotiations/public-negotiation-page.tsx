/**
 * The public /negotiation page (part 2 §2.2, no sign-in): the negotiation contests their teachers
 * published, each with its school, case, teams by pairing, schedule and ranking.
 */
import type { TPublicNegotiation } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { negotiationApi } from '../../api/negotiations';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { PageSpinner } from '../../shared/page-spinner';
import { SideTag } from './phase-tag';
import { RankingTable } from './ranking-table';

export function PublicNegotiationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('negotiation.publicTitle'));
  const list = useQuery({ queryKey: ['negotiation', 'public'], queryFn: negotiationApi.publicList });
  return (
    <div className="page" data-testid="negotiation-public" style={{ maxWidth: 960, margin: '0 auto' }}>
      <Typography.Title level={3}>{t('negotiation.publicTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('negotiation.publicIntro')}</Typography.Paragraph>
      {list.isLoading ? <PageSpinner /> : null}
      {list.isError ? <Empty description={t('error.unknown')} /> : null}
      {list.data && list.data.length === 0 ? <Empty description={t('negotiation.publicEmpty')} /> : null}
      <Space direction="vertical" style={{ width: '100%' }} size={16}>
        {(list.data ?? []).map((c) => (
          <ContestCard key={c.contestId} c={c} />
        ))}
      </Space>
    </div>
  );
}

function ContestCard({ c }: { c: TPublicNegotiation }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'cn';
  const pairings = [...new Set(c.teams.map((x) => x.pairing))];
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : t('negotiation.scheduleNotSet'));
  return (
    <Card title={c.title} data-testid="public-contest">
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('negotiation.school')}>{c.schoolName}</Descriptions.Item>
        <Descriptions.Item label={t('negotiation.case')}>{c.caseTitle[lang]}</Descriptions.Item>
        <Descriptions.Item label={t('negotiation.platformAt')}>
          {when(c.platformAt ?? c.platformStartedAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('negotiation.publishedAt')}>{when(c.publishedAt)}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{t('negotiation.schedule')}</Typography.Title>
      <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
        {pairings.map((p) => (
          <Space key={p} wrap>
            <Tag>{t('negotiation.pairing', { n: p })}</Tag>
            {c.teams
              .filter((x) => x.pairing === p)
              .map((x) => (
                <Space key={x.name} size={4}>
                  <SideTag side={x.side} />
                  <Typography.Text>{x.name}</Typography.Text>
                </Space>
              ))}
          </Space>
        ))}
      </Space>
      <Typography.Title level={5}>{t('negotiation.ranking')}</Typography.Title>
      <RankingTable rows={c.ranking} />
    </Card>
  );
}
