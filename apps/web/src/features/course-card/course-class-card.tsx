/**
 * A class's course as a card on the teacher's course home: cover (opens the course details),
 * course and class, class code, students, task completion and state, and the card's actions.
 */
import {
  DeploymentUnitOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  SettingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { TCourseClassEntry } from '@lingua/contracts';
import { Button, Card, Flex, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export interface CourseCardActions {
  onDetails: () => void;
  onSettings: () => void;
  onStudents: () => void;
  onGraph: () => void;
  onToggleHidden: () => void;
}

export function CourseClassCard({ entry, actions }: { entry: TCourseClassEntry; actions: CourseCardActions }) {
  const { t } = useTranslation();
  const hidden = entry.isHidden === '1';
  return (
    <Card
      className="course-class-card"
      data-testid="course-card"
      style={{ height: '100%' }}
      cover={
        <button type="button" className="course-cover" onClick={actions.onDetails} aria-label={t('course.details')}>
          <img src={entry.picUrl} alt={entry.resourceLessonName} />
        </button>
      }
      actions={[
        <Button key="settings" type="text" size="small" icon={<SettingOutlined />} onClick={actions.onSettings}>
          {t('courseHome.settings')}
        </Button>,
        <Button key="students" type="text" size="small" icon={<TeamOutlined />} onClick={actions.onStudents}>
          {t('courseHome.manageStudents')}
        </Button>,
        ...(entry.knowledgeGraph
          ? [
              <Button key="graph" type="text" size="small" icon={<DeploymentUnitOutlined />} onClick={actions.onGraph}>
                {t('courseHome.graph')}
              </Button>,
            ]
          : []),
        <Button
          key="hide"
          type="text"
          size="small"
          icon={hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          onClick={actions.onToggleHidden}
        >
          {hidden ? t('courseHome.unhide') : t('courseHome.hide')}
        </Button>,
      ]}
    >
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <Typography.Title level={5} style={{ margin: 0 }} ellipsis={{ tooltip: entry.resourceLessonName }}>
            {entry.resourceLessonName}
          </Typography.Title>
          <span>
            {entry.lessonStatus === 'ended' ? <Tag>{t('courseHome.ended')}</Tag> : null}
            {entry.classStatus === 'closed' ? <Tag color="red">{t('courseHome.classClosed')}</Tag> : null}
          </span>
        </Flex>
        <Typography.Text>{entry.className}</Typography.Text>
        <Typography.Text type="secondary">
          {t('classes.code')}
          <Typography.Text copyable code style={{ marginLeft: 6 }}>
            {entry.classCode}
          </Typography.Text>
          <span style={{ marginLeft: 12 }}>
            <TeamOutlined style={{ marginRight: 4 }} />
            {t('courseHome.students', { count: entry.studentNumber })}
          </span>
        </Typography.Text>
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('courseHome.finishedRate')}
          </Typography.Text>
          <Progress percent={entry.finishedRate} size="small" aria-label={t('courseHome.finishedRate')} />
        </div>
      </Flex>
    </Card>
  );
}
