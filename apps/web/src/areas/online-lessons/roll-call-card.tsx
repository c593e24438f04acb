/** Random roll call among the students who signed in, and the calls of this lesson. */
import { UserOutlined } from '@ant-design/icons';
import type { TOnlineLessonDetail } from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, List, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { onlineLessonApi } from '../../api/online-lessons';
import { queryKeys } from '../../api/query-keys';
import { formatTime } from './lesson-paths';

export function RollCallCard({ lesson }: { lesson: TOnlineLessonDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const call = useMutation({
    mutationFn: () => onlineLessonApi.rollCall(lesson.lessonId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.onlineLesson, lesson.lessonId] }),
  });
  const latest = lesson.rollCalls[0];
  return (
    <Card
      title={t('classroom.rollCall')}
      extra={
        lesson.isLive ? (
          <Button type="primary" loading={call.isPending} onClick={() => call.mutate()}>
            {t('classroom.rollCall')}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t('classroom.rollCallHint')}</Typography.Paragraph>
      {latest ? (
        <Result
          icon={<UserOutlined />}
          title={<span data-testid="roll-call-name">{t('classroom.calledNow', { name: latest.name })}</span>}
          subTitle={formatTime(latest.calledAt)}
          style={{ padding: 12 }}
        />
      ) : (
        <Empty description={t('classroom.noRollCall')} />
      )}
      {lesson.rollCalls.length > 1 ? (
        <List
          size="small"
          header={t('classroom.rollCallHistory')}
          dataSource={lesson.rollCalls.slice(1, 8)}
          renderItem={(r) => (
            <List.Item key={r.rollCallId}>
              {r.name} <Typography.Text type="secondary">{formatTime(r.calledAt)}</Typography.Text>
            </List.Item>
          )}
        />
      ) : null}
    </Card>
  );
}
