/**
 * The class's speaking activities and who has done them: the teacher marks one done for a student
 * who did it another way, say spoken in class without a microphone (issue 24).
 */
import { CheckOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseApi } from '../../api/courses';

export function SpokenMarksCard({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = ['spokenProgress', classId];
  const progress = useQuery({ queryKey: key, queryFn: () => courseApi.spokenProgress(classId) });
  const [activityId, setActivityId] = useState<number | null>(null);
  const mark = useMutation({
    mutationFn: (studentId: number) => courseApi.markSpokenDone(classId, studentId, activityId ?? 0),
    onSuccess: () => void client.invalidateQueries({ queryKey: key }),
  });
  const data = progress.data;
  const chosen = activityId ?? data?.activities[0]?.activityId ?? null;
  if (chosen !== activityId && chosen !== null) setActivityId(chosen);
  return (
    <Card title={t('courseSetting.spokenMarks')} loading={progress.isLoading}>
      {!data || data.activities.length === 0 ? (
        <Empty description={t('courseSetting.noSpoken')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('courseSetting.spokenMarksHint')}</Typography.Text>
          <Select<number>
            aria-label={t('courseSetting.spokenMarks')}
            value={chosen ?? undefined}
            onChange={setActivityId}
            style={{ minWidth: 320 }}
            options={data.activities.map((a) => ({ value: a.activityId, label: a.title }))}
          />
          <Table
            size="small"
            rowKey="studentId"
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            dataSource={data.students}
            columns={[
              { title: t('courseSetting.student'), dataIndex: 'name' },
              {
                title: t('courseSetting.done'),
                render: (_v, s) =>
                  chosen !== null && s.done.includes(chosen) ? (
                    <Tag color="success" icon={<CheckOutlined />}>
                      {s.markedByTeacher.includes(chosen)
                        ? t('courseSetting.markedByTeacher')
                        : t('courseSetting.done')}
                    </Tag>
                  ) : (
                    <Button size="small" loading={mark.isPending} onClick={() => mark.mutate(s.studentId)}>
                      {t('courseSetting.markDone')}
                    </Button>
                  ),
              },
            ]}
          />
        </Space>
      )}
    </Card>
  );
}
