/** simulation: each team's negotiation against the machine, the machine's lines with the team's replies. */
import type { TNegotiationDetail } from '@lingua/contracts';
import { Card, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SideTag } from './phase-tag';
import { SimulationTranscript } from './transcript';

export function SimulationTab({ d }: { d: TNegotiationDetail }) {
  const { t } = useTranslation();
  if (d.teams.length === 0) return <Empty />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      {d.teams.map((team) => {
        const machineSide = team.side === 'seller' ? 'buyer' : 'seller';
        const replies = d.simulationTurns.filter((x) => x.teamId === team.teamId);
        // The lines this team reached: the machine followed the case's branches its replies led to.
        const lines = d.simulationLines.find((x) => x.teamId === team.teamId)?.lines ?? [];
        const role = d.briefs.find((b) => b.side === machineSide)?.role ?? '';
        return (
          <Card
            key={team.teamId}
            size="small"
            title={
              <Space wrap>
                <SideTag side={team.side} />
                {team.name}
              </Space>
            }
            extra={
              team.simulationDoneAt ? (
                <Tag color="green">{t('negotiation.simulationDone')}</Tag>
              ) : (
                <Typography.Text type="secondary">
                  {t('negotiation.simulationProgress', {
                    done: replies.length,
                    total: d.machineLines[team.side].length,
                  })}
                </Typography.Text>
              )
            }
          >
            {d.phase === 'forming' ? (
              <Typography.Text type="secondary">{t('negotiation.waitSimulation')}</Typography.Text>
            ) : (
              <SimulationTranscript lines={lines} replies={replies} machineSide={machineSide} machineRole={role} />
            )}
          </Card>
        );
      })}
    </Space>
  );
}
