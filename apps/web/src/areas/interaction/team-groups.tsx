/**
 * The teams of an activity (interactionGroup, interactive_training_group): while forming, the
 * teacher forms them by hand, at random or for the students to choose, and names the leaders; the
 * group view (interactive_training_group_view) shows the teams only.
 */
import type { TActivityDetail } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, InputNumber, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interactionApi } from '../../api/interaction';

export function TeamGroups({
  d,
  readOnly,
  onSaved,
}: {
  d: TActivityDetail;
  /** The group view (interactive_training_group_view): the teams only. */
  readOnly: boolean;
  onSaved: (d: TActivityDetail) => void;
}) {
  const { t } = useTranslation();
  const forming = d.phase === 'forming' && !readOnly;
  const [mode, setMode] = useState<'manual' | 'random' | 'choose'>(d.teamMode ?? 'manual');
  const [teamSize, setTeamSize] = useState(d.teamSize);
  const students = [...d.teams.flatMap((x) => x.members), ...d.unassigned];
  const [count, setCount] = useState(Math.max(2, d.teams.length));
  const [placed, setPlaced] = useState<Record<number, number>>(() =>
    Object.fromEntries(d.teams.flatMap((x, i) => x.members.map((m) => [m.userId, i]))),
  );
  const [leaders, setLeaders] = useState<Record<number, number | null>>(() =>
    Object.fromEntries(d.teams.map((x, i) => [i, x.leaderId])),
  );
  const save = useMutation({
    mutationFn: () =>
      interactionApi.formTeams({
        activityId: d.activityId,
        mode,
        teamSize,
        teams:
          mode === 'manual'
            ? Array.from({ length: count }, (_, i) => {
                const memberIds = students.filter((s) => placed[s.userId] === i).map((s) => s.userId);
                const leader = leaders[i];
                return {
                  name: t('interaction.teamName', { n: i + 1 }),
                  memberIds,
                  leaderId: leader && memberIds.includes(leader) ? leader : (memberIds[0] ?? null),
                };
              })
            : [],
      }),
    onSuccess: onSaved,
  });
  const setLeader = useMutation({
    mutationFn: (v: { teamId: number; studentId: number }) =>
      interactionApi.setLeader(d.activityId, v.teamId, v.studentId),
    onSuccess: onSaved,
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      {forming ? (
        <Card size="small" title={t('interaction.formTeams')}>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)} optionType="button">
              <Radio.Button value="manual">{t('interaction.modes.manual')}</Radio.Button>
              <Radio.Button value="random">{t('interaction.modes.random')}</Radio.Button>
              <Radio.Button value="choose">{t('interaction.modes.choose')}</Radio.Button>
            </Radio.Group>
            {mode === 'manual' ? (
              <>
                <Space>
                  <Typography.Text>{t('interaction.teamCount')}</Typography.Text>
                  <InputNumber
                    min={2}
                    max={30}
                    value={count}
                    onChange={(v) => setCount(v ?? 2)}
                    aria-label={t('interaction.teamCount')}
                  />
                </Space>
                <Table
                  size="small"
                  rowKey="userId"
                  dataSource={students}
                  pagination={false}
                  scroll={{ x: 420 }}
                  columns={[
                    { title: t('interaction.student'), dataIndex: 'name' },
                    {
                      title: t('interaction.team'),
                      render: (_, s) => (
                        <Select<number>
                          style={{ minWidth: 120 }}
                          value={placed[s.userId]}
                          allowClear
                          placeholder={t('interaction.noTeam')}
                          aria-label={t('interaction.teamOf', { name: s.name })}
                          onChange={(v) => setPlaced((p) => ({ ...p, [s.userId]: v }))}
                          options={Array.from({ length: count }, (_, i) => ({
                            value: i,
                            label: t('interaction.teamName', { n: i + 1 }),
                          }))}
                        />
                      ),
                    },
                    {
                      title: t('interaction.leader'),
                      render: (_, s) =>
                        placed[s.userId] !== undefined ? (
                          <Radio
                            checked={leaders[placed[s.userId] as number] === s.userId}
                            onChange={() => setLeaders((l) => ({ ...l, [placed[s.userId] as number]: s.userId }))}
                            aria-label={t('interaction.makeLeader', { name: s.name })}
                          />
                        ) : null,
                    },
                  ]}
                />
              </>
            ) : (
              <Space>
                <Typography.Text>{t('interaction.teamSize')}</Typography.Text>
                <InputNumber
                  min={1}
                  max={12}
                  value={teamSize}
                  onChange={(v) => setTeamSize(v ?? 4)}
                  aria-label={t('interaction.teamSize')}
                />
                <Typography.Text type="secondary">
                  {mode === 'random' ? t('interaction.randomHint') : t('interaction.chooseHint')}
                </Typography.Text>
              </Space>
            )}
            <Button type="primary" onClick={() => save.mutate()} loading={save.isPending} data-testid="save-teams">
              {t('interaction.saveTeams')}
            </Button>
          </Space>
        </Card>
      ) : null}
      {d.teams.length === 0 ? <Empty description={t('interaction.noTeams')} /> : null}
      <Flex wrap gap={12}>
        {d.teams.map((team) => (
          <Card
            key={team.teamId}
            size="small"
            title={team.name}
            extra={team.droppedAt ? <Tag>{t('interaction.dropped')}</Tag> : null}
            style={{ flex: '1 1 240px' }}
            data-testid="team-card"
          >
            {team.members.length === 0 ? (
              <Typography.Text type="secondary">{t('interaction.emptyTeam')}</Typography.Text>
            ) : null}
            <Space direction="vertical">
              {team.members.map((m) => (
                <Space key={m.userId}>
                  <span>{m.name}</span>
                  {team.leaderId === m.userId ? (
                    <Tag color="gold">{t('interaction.leader')}</Tag>
                  ) : !readOnly && (forming || d.phase === 'answering') ? (
                    <Button
                      size="small"
                      type="link"
                      onClick={() => setLeader.mutate({ teamId: team.teamId, studentId: m.userId })}
                    >
                      {t('interaction.setLeader')}
                    </Button>
                  ) : null}
                </Space>
              ))}
            </Space>
          </Card>
        ))}
      </Flex>
      {d.unassigned.length && !forming ? (
        <Typography.Text type="secondary">
          {t('interaction.unassigned')}: {d.unassigned.map((s) => s.name).join('、')}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
