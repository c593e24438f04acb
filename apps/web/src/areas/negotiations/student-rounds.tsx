/**
 * The student's two rounds. Simulation: the machine's lines (play in the machine role's
 * synthesised voice) and the team's replies; the team answers the current line. Platform round:
 * the pairing's turns, the clock on the server's time, and the reply box when it is the team's
 * turn. A reply typed and not yet sent is kept on the device.
 */
import { SoundOutlined } from '@ant-design/icons';
import type { TNegotiationStudentView } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { negotiationApi } from '../../api/negotiations';
import { usePlayer } from '../../features/speaking/use-player';
import { PlatformClock, useTimeLeft } from './platform-clock';
import { PlatformTranscript, SimulationTranscript } from './transcript';
import { useLocalDraft } from './use-local-draft';

type Props = { v: TNegotiationStudentView; onSaved: (v: TNegotiationStudentView) => void };

function ReplyBox({
  draftKey,
  send,
  testId,
}: {
  draftKey: string;
  send: (text: string) => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation();
  const [text, setText, forget] = useLocalDraft(draftKey, '');
  const sending = useMutation({
    mutationFn: () => send(text.trim()),
    onSuccess: () => {
      setText('');
      forget();
    },
  });
  return (
    <Card size="small" title={t('negotiation.yourReply')}>
      <Input.TextArea
        rows={3}
        maxLength={1000}
        showCount
        value={text}
        placeholder={t('negotiation.replyPlaceholder')}
        onChange={(e) => setText(e.target.value)}
        data-testid={testId}
      />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 12 }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('negotiation.draftKept')}
        </Typography.Text>
        <Button type="primary" disabled={!text.trim()} loading={sending.isPending} onClick={() => sending.mutate()}>
          {t('negotiation.send')}
        </Button>
      </Flex>
    </Card>
  );
}

export function StudentSimulation({ v, onSaved }: Props) {
  const { t } = useTranslation();
  const player = usePlayer();
  if (!v.team || v.phase === 'forming') return <Alert type="info" showIcon message={t('negotiation.waitSimulation')} />;
  const machineSide = v.team.side === 'seller' ? 'buyer' : 'seller';
  const play = (line: number) => player.play([async () => (await negotiationApi.lineAudio(v.contestId, line)).fileUrl]);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {/* biome-ignore lint/a11y/useMediaCaption: every line's text is shown beside its button. */}
      <audio ref={player.ref} preload="none" />
      <Typography.Text type="secondary">
        {t('negotiation.simulationProgress', { done: v.simulation.turns.length, total: v.simulation.lineCount })}
      </Typography.Text>
      <SimulationTranscript
        lines={v.simulation.lines}
        replies={v.simulation.turns}
        machineSide={machineSide}
        machineRole={v.simulation.machineRole}
        renderLineExtra={(line) => (
          <Button
            size="small"
            icon={<SoundOutlined />}
            onClick={() => play(line.line)}
            aria-label={t('negotiation.play')}
          >
            {t('negotiation.play')}
          </Button>
        )}
      />
      {v.simulation.nextLine === null ? (
        <Alert type="success" showIcon message={t('negotiation.simulationFinished')} />
      ) : v.phase === 'simulation' ? (
        <ReplyBox
          draftKey={`negotiation-sim:${v.contestId}`}
          send={async (text) => onSaved(await negotiationApi.simulationTurn(v.contestId, text))}
          testId="simulation-reply"
        />
      ) : null}
    </Space>
  );
}

export function StudentPlatform({ v, onSaved }: Props) {
  const { t } = useTranslation();
  const left = useTimeLeft(v.platform.clock);
  if (!v.team) return null;
  const names = new Map<number, string>([[v.team.teamId, v.team.name]]);
  if (v.opponent) names.set(v.opponent.teamId, v.opponent.name);
  const live = v.phase === 'platform' && left !== null && left > 0;
  const ours = v.platform.nextSide === v.team.side;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {v.phase === 'forming' || v.phase === 'simulation' ? (
        <Alert type="info" showIcon message={t('negotiation.waitPlatform')} />
      ) : null}
      <Flex gap={24} wrap align="center">
        <PlatformClock clock={v.platform.clock} />
        <Typography.Text type="secondary">
          {t('negotiation.turnsUsed', { used: v.platform.turns.length, total: v.platformTurns })}
        </Typography.Text>
      </Flex>
      <PlatformTranscript turns={v.platform.turns} names={names} />
      {v.phase === 'platform' && !live ? <Alert type="warning" showIcon message={t('negotiation.timeUp')} /> : null}
      {v.phase === 'review' || v.phase === 'published' ? (
        <Alert type="info" showIcon message={t('negotiation.platformOver')} />
      ) : null}
      {live && v.platform.nextSide === null ? (
        <Alert type="info" showIcon message={t('negotiation.allTurnsUsed')} />
      ) : null}
      {live && v.platform.nextSide !== null ? (
        ours ? (
          <>
            <Alert type="success" showIcon message={t('negotiation.yourTurn')} data-testid="your-turn" />
            <ReplyBox
              draftKey={`negotiation-pla:${v.contestId}`}
              send={async (text) => onSaved(await negotiationApi.platformTurn(v.contestId, text))}
              testId="platform-reply"
            />
          </>
        ) : (
          <Alert type="info" showIcon message={t('negotiation.theirTurn')} data-testid="their-turn" />
        )
      ) : null}
    </Space>
  );
}
