/**
 * teamDetails: while forming, the pairings editor (a seller team against a buyer team, members
 * from the class, each student once); afterwards each team with its members and simulation
 * state. Below, the case and both sides' briefs, which only the judges see together.
 */
import type { TNegotiationDetail, TNegotiationSide } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Col, Collapse, Empty, Flex, Input, Row, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { negotiationApi } from '../../api/negotiations';
import { SideTag } from './phase-tag';

interface DraftTeam {
  name: string;
  memberIds: number[];
}
type DraftPairing = Record<TNegotiationSide, DraftTeam>;

/** The saved pairings as drafts, or one empty pairing named by side (`seller`, `buyer` in the page's language). */
function draftOf(d: TNegotiationDetail, seller: string, buyer: string): DraftPairing[] {
  const pairings = [...new Set(d.teams.map((x) => x.pairing))].map((p) => {
    const team = (side: TNegotiationSide) => d.teams.find((x) => x.pairing === p && x.side === side);
    const draft = (side: TNegotiationSide): DraftTeam => ({
      name: team(side)?.name ?? '',
      memberIds: team(side)?.members.map((m) => m.studentId) ?? [],
    });
    return { seller: draft('seller'), buyer: draft('buyer') };
  });
  return pairings.length > 0
    ? pairings
    : [
        {
          seller: { name: `${seller} 1`, memberIds: [] },
          buyer: { name: `${buyer} 1`, memberIds: [] },
        },
      ];
}

export function TeamDetailsTab({ d, onSaved }: { d: TNegotiationDetail; onSaved: (d: TNegotiationDetail) => void }) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      {d.phase === 'forming' && d.mayRun ? <PairingEditor d={d} onSaved={onSaved} /> : <TeamCards d={d} />}
      <Collapse
        items={[
          {
            key: 'case',
            label: t('negotiation.background'),
            children: (
              <>
                <Typography.Paragraph>{d.case.background}</Typography.Paragraph>
                <Typography.Paragraph type="secondary">{d.case.note}</Typography.Paragraph>
              </>
            ),
          },
          {
            key: 'briefs',
            label: t('negotiation.briefs'),
            children: d.briefs.map((b) => (
              <Card
                key={b.side}
                size="small"
                style={{ marginBottom: 8 }}
                title={
                  <Space wrap>
                    <SideTag side={b.side} />
                    {b.role}
                  </Space>
                }
              >
                <Typography.Paragraph>{b.brief}</Typography.Paragraph>
                <Typography.Paragraph type="secondary">{b.note}</Typography.Paragraph>
              </Card>
            )),
          },
        ]}
      />
    </Space>
  );
}

function TeamCards({ d }: { d: TNegotiationDetail }) {
  const { t } = useTranslation();
  if (d.teams.length === 0) return <Empty />;
  return (
    <Row gutter={[12, 12]}>
      {d.teams.map((team) => (
        <Col xs={24} md={12} key={team.teamId}>
          <Card
            size="small"
            title={
              <Space wrap>
                <SideTag side={team.side} />
                {team.name}
              </Space>
            }
            extra={<Typography.Text type="secondary">{t('negotiation.pairing', { n: team.pairing })}</Typography.Text>}
            data-testid="negotiation-team"
          >
            <Space wrap>
              {team.members.map((m) => (
                <Tag key={m.studentId}>{m.name}</Tag>
              ))}
            </Space>
            {team.simulationDoneAt ? (
              <div style={{ marginTop: 8 }}>
                <Tag color="green">{t('negotiation.simulationDone')}</Tag>
              </div>
            ) : null}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function PairingEditor({ d, onSaved }: { d: TNegotiationDetail; onSaved: (d: TNegotiationDetail) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [pairings, setPairings] = useState<DraftPairing[]>(() =>
    draftOf(d, t('negotiation.seller'), t('negotiation.buyer')),
  );
  const save = useMutation({
    mutationFn: () => negotiationApi.formTeams({ contestId: d.contestId, pairings }),
    onSuccess: (fresh) => {
      onSaved(fresh);
      void message.success(t('negotiation.teamsSaved'));
    },
  });
  const taken = (except: number[]) =>
    new Set(
      pairings.flatMap((p) => [...p.seller.memberIds, ...p.buyer.memberIds]).filter((id) => !except.includes(id)),
    );
  const update = (i: number, side: TNegotiationSide, team: Partial<DraftTeam>) =>
    setPairings((all) => all.map((p, k) => (k === i ? { ...p, [side]: { ...p[side], ...team } } : p)));
  if (d.students.length === 0) return <Empty description={t('negotiation.noStudents')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {pairings.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a pairing is its position until saved
        <Card key={i} size="small" title={t('negotiation.pairing', { n: i + 1 })}>
          <Row gutter={[12, 12]}>
            {(['seller', 'buyer'] as const).map((side) => (
              <Col xs={24} md={12} key={side}>
                <Space direction="vertical" style={{ width: '100%' }}>
                  <SideTag side={side} />
                  <Input
                    value={p[side].name}
                    maxLength={40}
                    aria-label={t(side === 'seller' ? 'negotiation.sellerTeam' : 'negotiation.buyerTeam')}
                    placeholder={t(side === 'seller' ? 'negotiation.sellerTeam' : 'negotiation.buyerTeam')}
                    onChange={(e) => update(i, side, { name: e.target.value })}
                    data-testid={`team-name-${i}-${side}`}
                  />
                  <div data-testid={`team-members-${i}-${side}`}>
                    <Select
                      mode="multiple"
                      style={{ width: '100%' }}
                      value={p[side].memberIds}
                      placeholder={t('negotiation.chooseMembers')}
                      aria-label={`${t('negotiation.members')} ${i + 1} ${t(`negotiation.${side}`)}`}
                      onChange={(memberIds: number[]) => update(i, side, { memberIds })}
                      optionFilterProp="label"
                      options={d.students
                        .filter((s) => !taken(p[side].memberIds).has(s.studentId))
                        .map((s) => ({ value: s.studentId, label: s.name }))}
                    />
                  </div>
                </Space>
              </Col>
            ))}
          </Row>
        </Card>
      ))}
      <Flex gap={8} wrap>
        <Button
          onClick={() =>
            setPairings((all) => [
              ...all,
              {
                seller: { name: `${t('negotiation.seller')} ${all.length + 1}`, memberIds: [] },
                buyer: { name: `${t('negotiation.buyer')} ${all.length + 1}`, memberIds: [] },
              },
            ])
          }
        >
          {t('negotiation.addPairing')}
        </Button>
        {pairings.length > 1 ? (
          <Button onClick={() => setPairings((all) => all.slice(0, -1))}>{t('negotiation.remove')}</Button>
        ) : null}
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate()} data-testid="save-teams">
          {t('negotiation.saveTeams')}
        </Button>
      </Flex>
    </Space>
  );
}
