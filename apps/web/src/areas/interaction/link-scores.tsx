/**
 * Each team's score per stage (link) (interactive_training_link_score): the peer average or the
 * teacher's adjustment with its reason, the review progress of every team, and, during the review,
 * marking a team that dropped out (its unfinished reviews go to the other teams).
 */
import type { TActivityDetail } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interactionApi } from '../../api/interaction';

type TeamRow = TActivityDetail['teamResults'][number];

export function LinkScores({ d, onSaved }: { d: TActivityDetail; onSaved: (d: TActivityDetail) => void }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [adjusting, setAdjusting] = useState<{ teamId: number; stageId: number } | null>(null);
  const [adjustForm] = Form.useForm<{ score: number; reason: string }>();
  const adjust = useMutation({
    mutationFn: (v: { score: number; reason: string }) =>
      interactionApi.adjust({
        activityId: d.activityId,
        teamId: adjusting?.teamId ?? 0,
        stageId: adjusting?.stageId ?? 0,
        ...v,
      }),
    onSuccess: (x) => {
      setAdjusting(null);
      onSaved(x);
    },
  });
  const drop = useMutation({
    mutationFn: (teamId: number) => interactionApi.dropTeam(d.activityId, teamId),
    onSuccess: onSaved,
  });
  const done = d.assignments.filter((a) => a.submittedAt).length;
  const reviewing = d.phase === 'reviewing';
  const teamOf = (teamId: number) => d.teams.find((x) => x.teamId === teamId);
  const given = (teamId: number) => d.assignments.filter((a) => a.reviewerTeamId === teamId);
  const confirmDrop = (teamId: number, name: string) =>
    modal.confirm({
      title: t('interaction.dropConfirm', { name }),
      content: t('interaction.dropHint'),
      okText: t('interaction.drop'),
      onOk: () => drop.mutateAsync(teamId),
    });
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Typography.Text type="secondary">
        {t('interaction.reviewProgress', { done, total: d.assignments.length })} · {t('interaction.formula')}
      </Typography.Text>
      <Table<TeamRow>
        size="small"
        rowKey="teamId"
        pagination={false}
        dataSource={d.teamResults}
        scroll={{ x: 640 }}
        data-testid="link-scores"
        columns={[
          {
            title: t('interaction.team'),
            render: (_, r) => (
              <Space size={4} wrap>
                <span>{r.name}</span>
                {teamOf(r.teamId)?.droppedAt ? <Tag>{t('interaction.dropped')}</Tag> : null}
              </Space>
            ),
          },
          ...d.stages.map((stage) => ({
            title: t('interaction.stageN', { n: stage.sort }),
            key: `s${stage.stageId}`,
            render: (_: unknown, r: TeamRow) => {
              const s = r.stages.find((x) => x.stageId === stage.stageId);
              const submitted = teamOf(r.teamId)?.submittedAt;
              return (
                <Space size={4}>
                  <span title={s?.adjusted?.reason}>
                    {s?.score ?? 0}
                    {s?.adjusted ? '*' : ''}
                  </span>
                  {submitted && (reviewing || d.phase === 'closed') ? (
                    <Button
                      size="small"
                      type="link"
                      onClick={() => setAdjusting({ teamId: r.teamId, stageId: stage.stageId })}
                    >
                      {t('interaction.adjust')}
                    </Button>
                  ) : null}
                </Space>
              );
            },
          })),
          { title: t('interaction.teamScore'), dataIndex: 'teamScore' },
          {
            title: t('interaction.reviewsDone'),
            render: (_, r) => {
              const mine = given(r.teamId);
              return `${mine.filter((a) => a.submittedAt).length} / ${mine.length}`;
            },
          },
          ...(reviewing
            ? [
                {
                  title: t('common.actions'),
                  key: 'drop',
                  render: (_: unknown, r: TeamRow) => {
                    const team = teamOf(r.teamId);
                    return team?.submittedAt && !team.droppedAt ? (
                      <Button size="small" danger type="link" onClick={() => confirmDrop(r.teamId, r.name)}>
                        {t('interaction.drop')}
                      </Button>
                    ) : null;
                  },
                },
              ]
            : []),
        ]}
      />
      {d.teamResults.some((r) => r.stages.some((s) => s.adjusted)) ? (
        <Typography.Text type="secondary">{t('interaction.adjustedNote')}</Typography.Text>
      ) : null}
      <Modal
        open={adjusting !== null}
        title={t('interaction.adjust')}
        onCancel={() => setAdjusting(null)}
        onOk={() => adjustForm.submit()}
        confirmLoading={adjust.isPending}
        destroyOnHidden
      >
        <Form form={adjustForm} layout="vertical" onFinish={(v) => adjust.mutate(v)} preserve={false}>
          <Form.Item name="score" label={t('interaction.newScore')} rules={[{ required: true }]}>
            <InputNumber min={0} max={100} />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('interaction.reason')}
            rules={[{ required: true, whitespace: true, max: 300 }]}
          >
            <Input.TextArea rows={3} maxLength={300} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
