/**
 * The current class's course at a glance: done / total activities and percent, each chapter's
 * count, and one click to the course page or the course's own knowledge graph.
 */
import { ApartmentOutlined, ReadOutlined } from '@ant-design/icons';
import type { TDashboardCourse, TKnowledgeGraphKey } from '@lingua/contracts';
import { Alert, Button, Card, Flex, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COURSE_PATH, graphPath } from './dashboard-paths';

/** The course's own knowledge graph, one click from the home. */
function GraphButton({ graph }: { graph: TKnowledgeGraphKey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button icon={<ApartmentOutlined />} data-testid="course-graph" onClick={() => navigate(graphPath(graph))}>
      {t('dashboard.progress.graph')}
    </Button>
  );
}

function ChapterProgress({ chapters }: { chapters: TDashboardCourse['chapters'] }) {
  const { t } = useTranslation();
  return chapters
    .filter((c) => c.total > 0)
    .map((chapter, index) => (
      <div key={chapter.chapterId} data-testid="chapter-progress">
        <Flex justify="space-between" gap={8}>
          <Typography.Text ellipsis style={{ minWidth: 0 }}>
            {index + 1}. {chapter.title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ flexShrink: 0 }}>
            {t('dashboard.progress.chapter', { done: chapter.done, total: chapter.total })}
          </Typography.Text>
        </Flex>
        <Progress
          aria-label={`${index + 1}. ${chapter.title}`}
          percent={Math.floor((100 * chapter.done) / chapter.total)}
          showInfo={false}
          size="small"
          status={chapter.done === chapter.total ? 'success' : 'normal'}
        />
      </div>
    ));
}

export function ProgressCard({ course }: { course: TDashboardCourse | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const graph = course?.knowledgeGraph ?? null;
  return (
    <Card title={course ? course.courseName : t('dashboard.progress.title')} data-testid="progress-card">
      {!course || course.total === 0 ? (
        // No course set, or a course with no content yet: nothing to count, the graph still one click away.
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text type="secondary">
            {t(course ? 'dashboard.continue.noContent' : 'dashboard.continue.noCourse')}
          </Typography.Text>
          {graph ? <GraphButton graph={graph} /> : null}
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          <Flex align="center" gap={16} wrap>
            <Progress type="circle" percent={course.percent} size={88} aria-label={course.courseName} />
            <Space direction="vertical" size={4}>
              <Typography.Text strong data-testid="progress-summary">
                {t('dashboard.progress.summary', { done: course.done, total: course.total })}
              </Typography.Text>
              {/* Under the summary, not in the title bar: the course's name keeps its room on a phone. */}
              <Space wrap size={8}>
                <Button type="primary" ghost icon={<ReadOutlined />} onClick={() => navigate(COURSE_PATH)}>
                  {t('dashboard.progress.openCourse')}
                </Button>
                {graph ? <GraphButton graph={graph} /> : null}
              </Space>
            </Space>
          </Flex>
          {course.lessonStatus === 'ended' ? (
            <Alert type="warning" showIcon message={t('dashboard.progress.ended')} />
          ) : null}
          <ChapterProgress chapters={course.chapters} />
        </Flex>
      )}
    </Card>
  );
}
