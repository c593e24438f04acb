/**
 * A class's course as chapters → steps → activities, with the finished flag (2 completed,
 * 1 in progress, else not started) and, for locked steps and tasks, the reason (part 1 §4). A
 * spoken activity says it needs the microphone and whether the class requires it; an activity
 * with nothing to open here says so (issue 24).
 */
import { CheckCircleFilled, ClockCircleOutlined, LockOutlined } from '@ant-design/icons';
import type { TClassLesson, TFinishedFlag, TLessonActivity, TLessonStep } from '@lingua/contracts';
import { Button, Collapse, List, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

function FinishedTag({ finished }: { finished: TFinishedFlag }) {
  const { t } = useTranslation();
  if (finished === 2)
    return (
      <Tag color="success" icon={<CheckCircleFilled />}>
        {t('course.finished.completed')}
      </Tag>
    );
  if (finished === 1)
    return (
      <Tag color="processing" icon={<ClockCircleOutlined />}>
        {t('course.finished.inProgress')}
      </Tag>
    );
  return <Tag>{t('course.finished.notStarted')}</Tag>;
}

/** Opens an activity; absent, or answering false for an activity, leaves its title as text. */
export type OpenActivity = {
  canOpen: (activity: TLessonActivity) => boolean;
  open: (activity: TLessonActivity) => void;
};

function StepBlock({ step, onOpen }: { step: TLessonStep; onOpen?: OpenActivity }) {
  const { t } = useTranslation();
  return (
    <div className={step.locked ? 'course-step course-step-locked' : 'course-step'} data-testid="course-step">
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>{step.title}</Typography.Text>
        {step.locked ? (
          <Tag icon={<LockOutlined />} color="default">
            {t('course.lockedStep')}
          </Tag>
        ) : (
          <FinishedTag finished={step.finished} />
        )}
      </Space>
      <List
        size="small"
        dataSource={step.activities}
        renderItem={(activity) => (
          <List.Item
            extra={
              activity.locked ? (
                <Tooltip title={t(`course.lockReason.${activity.lockReason ?? 'previousStep'}`)}>
                  <LockOutlined aria-label={t(`course.lockReason.${activity.lockReason ?? 'previousStep'}`)} />
                </Tooltip>
              ) : (
                <FinishedTag finished={activity.finished} />
              )
            }
          >
            {/* Wraps on a phone: the tags, then the title on its own line, never squeezed. */}
            <Space wrap size={[8, 4]}>
              <Tag color="blue">{t(`course.kind.${activity.kind}`)}</Tag>
              {activity.spoken ? (
                <Tooltip title={t('course.spoken.tip')}>
                  <Tag color={activity.required ? 'orange' : 'default'} data-testid="spoken-tag">
                    {activity.required ? t('course.spoken.required') : t('course.spoken.optional')}
                  </Tag>
                </Tooltip>
              ) : null}
              {!activity.available ? (
                <Tag>
                  {activity.kind === 'task' || activity.kind === 'testPaper'
                    ? t('course.elsewhere')
                    : t('course.notReady')}
                </Tag>
              ) : null}
              {!activity.locked && activity.available && onOpen?.canOpen(activity) ? (
                <Button
                  type="link"
                  // At least 24 px high, a target a finger can hit (WCAG 2.5.8; e2e phone.spec.ts).
                  style={{ padding: 0, height: 'auto', minHeight: 24, whiteSpace: 'normal', textAlign: 'left' }}
                  onClick={() => onOpen.open(activity)}
                >
                  {activity.title}
                </Button>
              ) : (
                <Typography.Text type={activity.locked ? 'secondary' : undefined}>{activity.title}</Typography.Text>
              )}
            </Space>
          </List.Item>
        )}
      />
    </div>
  );
}

export function ChapterList({ lesson, onOpen }: { lesson: TClassLesson; onOpen?: OpenActivity }) {
  const firstOpen = lesson.chapters.find((c) => c.finished !== 2) ?? lesson.chapters[0];
  return (
    <Collapse
      defaultActiveKey={firstOpen ? [firstOpen.chapterId] : []}
      items={lesson.chapters.map((chapter, index) => ({
        key: chapter.chapterId,
        label: (
          <Space>
            <Typography.Text strong>
              {index + 1}. {chapter.title}
            </Typography.Text>
            <FinishedTag finished={chapter.finished} />
          </Space>
        ),
        children: chapter.steps.map((step) => <StepBlock key={step.stepId} step={step} onOpen={onOpen} />),
      }))}
    />
  );
}
