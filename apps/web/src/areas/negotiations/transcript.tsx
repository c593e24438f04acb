/**
 * A negotiation's turns as a transcript: the platform round's turns in order, or the simulation's
 * machine lines each followed by the team's reply (line n, then reply n).
 */
import type { TNegotiationSide, TNegotiationTurn } from '@lingua/contracts';
import { Card, Empty, List, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SideTag } from './phase-tag';

export interface MachineLine {
  line: number;
  text: string;
  note: string;
}

function TurnItem({
  side,
  who,
  text,
  extra,
}: {
  side: TNegotiationSide;
  who: string;
  text: string;
  extra?: ReactNode;
}) {
  return (
    <List.Item style={{ display: 'block' }}>
      <Space wrap size={4}>
        <SideTag side={side} />
        <Typography.Text strong>{who}</Typography.Text>
        {extra}
      </Space>
      <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Typography.Paragraph>
    </List.Item>
  );
}

export function PlatformTranscript({
  turns,
  names,
}: {
  turns: readonly TNegotiationTurn[];
  names: Map<number, string>;
}) {
  const { t } = useTranslation();
  if (turns.length === 0) return <Empty description={t('negotiation.noTurns')} />;
  return (
    <List
      size="small"
      dataSource={[...turns]}
      data-testid="platform-transcript"
      renderItem={(turn) => (
        <TurnItem
          side={turn.side}
          who={`${turn.teamId ? (names.get(turn.teamId) ?? '') : ''} · ${turn.authorName}`}
          text={turn.text}
          extra={<Typography.Text type="secondary">{new Date(turn.at).toLocaleTimeString()}</Typography.Text>}
        />
      )}
    />
  );
}

export function SimulationTranscript({
  lines,
  replies,
  machineSide,
  machineRole,
  renderLineExtra,
}: {
  lines: readonly MachineLine[];
  replies: readonly TNegotiationTurn[];
  machineSide: TNegotiationSide;
  machineRole: string;
  renderLineExtra?: (line: MachineLine) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="simulation-transcript">
      {lines.map((line) => {
        const reply = replies.find((r) => r.seq === line.line);
        return (
          <Card size="small" key={line.line}>
            <List size="small" split={false}>
              <TurnItem
                side={machineSide}
                who={t('negotiation.machine', { role: machineRole })}
                text={line.text}
                extra={renderLineExtra?.(line)}
              />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {line.note}
              </Typography.Text>
              {reply ? <TurnItem side={reply.side} who={reply.authorName} text={reply.text} /> : null}
            </List>
          </Card>
        );
      })}
    </Space>
  );
}
