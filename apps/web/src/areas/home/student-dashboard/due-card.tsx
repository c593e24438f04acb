/**
 * What is due, most urgent first: tasks not handed in and exams still to sit, each with its
 * deadline and the time left ("还剩 2 天 3 小时"), an exam not open yet with when it opens. A
 * click opens the item's own page; nothing due says so.
 */
import { ClockCircleOutlined } from '@ant-design/icons';
import type { TDueItem } from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { classApi } from '../../../api/classes';
import { queryKeys } from '../../../api/query-keys';
import { schoolTime } from '../../../shared/school-time';
import { formatSpan, formatTimeLeft } from '../../../shared/time-left';
import { EXAMS_PATH, examPath, TASKS_PATH, taskPath } from './dashboard-paths';

/** Under a day left: the time shows in the warning colour. */
const URGENT_MS = 24 * 3600_000;

function DueRow({ item, now, onOpen }: { item: TDueItem; now: number; onOpen: (item: TDueItem) => void }) {
  const { t } = useTranslation();
  const opensAt = item.type === 'exam' ? Date.parse(item.opensAt) : now;
  const upcoming = opensAt > now;
  const left = Date.parse(item.deadline) - now;
  const when = upcoming
    ? t('dashboard.due.opensIn', { span: formatSpan(opensAt - now, t) })
    : formatTimeLeft(item.deadline, now, t);
  const status =
    item.type === 'task'
      ? item.started
        ? t('dashboard.due.started')
        : null
      : item.status === 'inProgress' || item.status === 'paused'
        ? t('dashboard.due.running')
        : null;
  return (
    <List.Item
      className="clickable-row"
      style={{ cursor: 'pointer' }}
      onClick={() => onOpen(item)}
      data-testid="due-item"
    >
      <List.Item.Meta
        title={
          <Space wrap size={[8, 4]}>
            <Tag color={item.type === 'exam' ? 'purple' : 'blue'}>{t(`dashboard.due.${item.type}`)}</Tag>
            <Typography.Text strong>{item.title}</Typography.Text>
            {status ? <Tag color="processing">{status}</Tag> : null}
          </Space>
        }
        description={
          <Space wrap size={[12, 4]}>
            <Typography.Text
              type={!upcoming && left < URGENT_MS ? 'danger' : undefined}
              strong
              data-testid="due-time-left"
            >
              <ClockCircleOutlined /> {when}
            </Typography.Text>
            <Typography.Text type="secondary">
              {upcoming
                ? t('dashboard.due.opens', { time: schoolTime(opensAt).format('MM-DD HH:mm') })
                : t('dashboard.due.deadline', { time: schoolTime(item.deadline).format('MM-DD HH:mm') })}
            </Typography.Text>
            <Typography.Text type="secondary">{item.className}</Typography.Text>
          </Space>
        }
      />
    </List.Item>
  );
}

export function DueCard({ items, now }: { items: TDueItem[]; now: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The exam list shows the current class: an exam of another class makes its class current first.
  const openExam = useMutation({
    mutationFn: (item: Extract<TDueItem, { type: 'exam' }>) => classApi.updateDefaultSelect(0, item.classId),
    onSuccess: (_data, item) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.nowClass });
      navigate(examPath(item));
    },
  });
  const open = (item: TDueItem) => {
    if (item.type === 'task') navigate(taskPath(item.taskId, item.classId));
    else if (examPath(item) !== EXAMS_PATH) navigate(examPath(item));
    else openExam.mutate(item);
  };
  return (
    <Card
      title={t('dashboard.due.title')}
      data-testid="due-card"
      extra={
        <Space size={0} wrap>
          <Button type="link" onClick={() => navigate(TASKS_PATH)}>
            {t('dashboard.due.viewTasks')}
          </Button>
          <Button type="link" onClick={() => navigate(EXAMS_PATH)}>
            {t('dashboard.due.viewExams')}
          </Button>
        </Space>
      }
    >
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.due.empty')} data-testid="due-empty" />
      ) : (
        <List
          dataSource={items}
          renderItem={(item) => (
            <DueRow
              key={`${item.type}-${item.type === 'task' ? item.taskId : item.examId}`}
              item={item}
              now={now}
              onOpen={open}
            />
          )}
        />
      )}
    </Card>
  );
}
