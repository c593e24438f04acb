/**
 * Every member's personal score (interactionComment, interactive_training_person_score): the
 * teacher gives it once the activity has started and until it is published; the total is the
 * team's stage average × 50% + the personal score × 50%.
 */
import type { TActivityDetail } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interactionApi } from '../../api/interaction';

export function PersonScores({ d, onSaved }: { d: TActivityDetail; onSaved: (d: TActivityDetail) => void }) {
  const { t } = useTranslation();
  const [scores, setScores] = useState<Record<number, number | null>>({});
  const canScore = d.phase !== 'forming' && d.phase !== 'published';
  const person = useMutation({
    mutationFn: (v: { studentId: number; score: number }) =>
      interactionApi.personScore({ activityId: d.activityId, ...v }),
    onSuccess: onSaved,
  });
  const missing = d.persons.filter((p) => p.personalScore === null).length;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12}>
      <Typography.Text type="secondary">
        {t('interaction.formula')}
        {canScore && missing ? ` · ${t('interaction.personsMissing', { count: missing })}` : ''}
      </Typography.Text>
      <Table
        size="small"
        rowKey="userId"
        pagination={false}
        dataSource={d.persons}
        scroll={{ x: 560 }}
        columns={[
          {
            title: t('interaction.student'),
            render: (_, p) => (
              <Space size={4}>
                {p.name}
                {p.isLeader ? <Tag color="gold">{t('interaction.leader')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('interaction.team'), dataIndex: 'teamName' },
          { title: t('interaction.teamScore'), dataIndex: 'teamScore' },
          {
            title: t('interaction.personalScore'),
            render: (_, p) =>
              canScore ? (
                <Space>
                  <InputNumber
                    min={0}
                    max={100}
                    value={scores[p.userId] ?? p.personalScore}
                    onChange={(v) => setScores((s) => ({ ...s, [p.userId]: v }))}
                    aria-label={t('interaction.personalScoreOf', { name: p.name })}
                  />
                  <Button
                    size="small"
                    disabled={(scores[p.userId] ?? null) === null}
                    onClick={() => person.mutate({ studentId: p.userId, score: scores[p.userId] as number })}
                  >
                    {t('interaction.save')}
                  </Button>
                </Space>
              ) : (
                (p.personalScore ?? '—')
              ),
          },
          { title: t('interaction.total'), render: (_, p) => p.total ?? '—' },
        ]}
      />
    </Space>
  );
}
