/**
 * A class's published interactive trainings: each activity's team ranks (interactionHistory,
 * interactive_training_score_history), and every student's results with a student filter
 * (interactive_training_person_score_history).
 */
import type { TClassPersonHistoryRow } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { interactionApi } from '../../api/interaction';

const when = (iso: string) => new Date(iso).toLocaleString();

export function TeamScoreHistory({ classId }: { classId: number | null }) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: ['interaction', 'scoreHistory', classId],
    queryFn: () => interactionApi.scoreHistory(classId ?? 0),
    enabled: classId !== null,
  });
  if (history.error) return <Alert type="error" showIcon message={history.error.message} />;
  return (
    <Table
      rowKey="activityId"
      loading={history.isLoading}
      dataSource={history.data ?? []}
      pagination={false}
      scroll={{ x: 560 }}
      data-testid="team-score-history"
      locale={{ emptyText: <Empty description={t('interaction.noPublished')} /> }}
      columns={[
        { title: t('interaction.activityTitle'), dataIndex: 'title' },
        { title: t('interaction.publishedAt'), render: (_, r) => when(r.publishedAt) },
        {
          title: t('interaction.teamRanks'),
          render: (_, r) => (
            <Space wrap>
              {r.teams
                .slice()
                .sort((a, b) => a.rank - b.rank)
                .map((team) => (
                  <Tag key={team.teamId}>
                    {team.rank}. {team.name} {team.teamScore}
                  </Tag>
                ))}
            </Space>
          ),
        },
      ]}
    />
  );
}

export function PersonScoreHistory({ classId }: { classId: number | null }) {
  const { t } = useTranslation();
  const [studentId, setStudentId] = useState<number | undefined>();
  const history = useQuery({
    queryKey: ['interaction', 'personScoreHistory', classId],
    queryFn: () => interactionApi.personScoreHistory(classId ?? 0),
    enabled: classId !== null,
  });
  const rows = history.data ?? [];
  const students = [...new Map(rows.map((r) => [r.studentId, r.studentName])).entries()];
  if (history.error) return <Alert type="error" showIcon message={history.error.message} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select<number>
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ width: 220, maxWidth: '100%' }}
        placeholder={t('interaction.filterStudent')}
        aria-label={t('interaction.filterStudent')}
        value={studentId}
        onChange={setStudentId}
        options={students.map(([value, label]) => ({ value, label }))}
      />
      <Table<TClassPersonHistoryRow>
        rowKey={(r) => `${r.activityId}.${r.studentId}`}
        loading={history.isLoading}
        dataSource={studentId ? rows.filter((r) => r.studentId === studentId) : rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 720 }}
        data-testid="person-score-history"
        locale={{ emptyText: <Empty description={t('interaction.noPublished')} /> }}
        columns={[
          { title: t('interaction.student'), dataIndex: 'studentName' },
          { title: t('interaction.activityTitle'), dataIndex: 'title' },
          {
            title: t('interaction.team'),
            render: (_, r) => `${r.teamName}（${t('interaction.rankN', { n: r.teamRank })}）`,
          },
          { title: t('interaction.teamScore'), dataIndex: 'teamScore' },
          { title: t('interaction.personalScore'), render: (_, r) => r.personalScore ?? '—' },
          { title: t('interaction.total'), render: (_, r) => r.total ?? '—' },
          { title: t('interaction.rank'), render: (_, r) => r.rank ?? '—' },
          { title: t('interaction.publishedAt'), render: (_, r) => when(r.publishedAt) },
        ]}
      />
    </Space>
  );
}
