/** plaCompetition: each pairing's live platform round, its turns and the clock on the server's time. */
import { speakerOf, type TNegotiationDetail } from '@lingua/contracts';
import { Card, Empty, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlatformClock } from './platform-clock';
import { PlatformTranscript } from './transcript';

export function PlatformTab({ d }: { d: TNegotiationDetail }) {
  const { t } = useTranslation();
  const pairings = [...new Set(d.teams.map((x) => x.pairing))];
  if (pairings.length === 0) return <Empty />;
  const names = new Map(d.teams.map((x) => [x.teamId, x.name]));
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Flex gap={24} wrap align="center">
        <PlatformClock clock={d.clock} />
        <Typography.Text type="secondary">
          {t('negotiation.schedule')}：
          {d.platformAt ? new Date(d.platformAt).toLocaleString() : t('negotiation.scheduleNotSet')}
        </Typography.Text>
      </Flex>
      {pairings.map((p) => {
        const turns = d.pairingTurns.filter((x) => x.pairing === p);
        const teams = d.teams.filter((x) => x.pairing === p);
        const used = turns.length;
        return (
          <Card
            key={p}
            size="small"
            title={`${t('negotiation.pairing', { n: p })} · ${teams.map((x) => x.name).join(' vs ')}`}
            extra={
              <Typography.Text type="secondary">
                {used < d.platformTurns
                  ? t('negotiation.nextSpeaker', { side: t(`negotiation.${speakerOf(used)}`) })
                  : t('negotiation.allTurnsUsed')}
              </Typography.Text>
            }
          >
            <Typography.Text type="secondary">
              {t('negotiation.turnsUsed', { used, total: d.platformTurns })}
            </Typography.Text>
            <PlatformTranscript turns={turns} names={names} />
          </Card>
        );
      })}
    </Space>
  );
}
