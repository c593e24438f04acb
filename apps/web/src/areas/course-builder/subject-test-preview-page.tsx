/**
 * /sjjx/building_courses_preview/index/bu_cou_pre_subject_test?courseId= (part 2 §2.6): the built
 * course's test papers as a student sees them when sitting one, read-only: each paper with where it
 * sits in the course, its facts and its questions (the first variant), nothing answered or saved.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { builderKeys, courseBuilderApi } from '../../api/course-builder';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { QuestionInput } from '../../features/trainings/question-input';

export function SubjectTestPreviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const courseId = Number(params.get('courseId')) || 0;
  useDocumentTitle(t('builder.subjectTest.title'));
  const papers = useQuery({
    queryKey: builderKeys.coursePapers(courseId),
    queryFn: () => courseBuilderApi.coursePapers(courseId),
    enabled: courseId > 0,
    retry: false,
  });
  const header = (
    <Space align="center" className="page-title" wrap>
      <Button icon={<ArrowLeftOutlined />} aria-label={t('builder.back')} onClick={() => navigate(-1)} />
      <Typography.Title level={3} style={{ margin: 0 }}>
        {papers.data ? `${papers.data.courseName} · ${t('builder.subjectTest.title')}` : t('builder.subjectTest.title')}
      </Typography.Title>
    </Space>
  );
  if (courseId <= 0 || papers.isError)
    return (
      <div className="page-container">
        {header}
        <Result status="404" title={t('builder.missing')} />
      </div>
    );
  if (papers.isPending)
    return (
      <div className="page-container">
        {header}
        <Skeleton active />
      </div>
    );
  return (
    <div className="page-container">
      {header}
      <Alert type="info" showIcon message={t('builder.previewHint')} style={{ marginBottom: 16 }} />
      {papers.data.papers.length === 0 ? (
        <Card>
          <Empty description={t('builder.subjectTest.empty')} />
        </Card>
      ) : (
        <Flex vertical gap={16}>
          {papers.data.papers.map(({ activityId, activityTitle, chapterTitle, stepTitle, paper }) => (
            <Card
              key={activityId}
              data-testid="course-paper"
              title={
                <Space wrap size={4}>
                  <span>{activityTitle}</span>
                  <Tag>{paper.title}</Tag>
                </Space>
              }
              extra={
                <Typography.Text type="secondary">
                  {t('builder.subjectTest.facts', {
                    n: paper.questionCount,
                    mark: paper.fullMark,
                    minutes: paper.timeMinutes,
                  })}
                </Typography.Text>
              }
            >
              <Typography.Paragraph type="secondary">
                {t('builder.tabs.place', { chapter: chapterTitle, step: stepTitle })}
              </Typography.Paragraph>
              <Flex vertical gap={12}>
                {paper.questions.map((q, i) => (
                  <Card key={q.questionId} size="small" title={t('builder.subjectTest.question', { n: i + 1 })}>
                    <QuestionInput
                      subjectType={q.subject_type}
                      stem={q.stem}
                      content={q.content}
                      answer={{}}
                      disabled
                      onChange={() => undefined}
                    />
                  </Card>
                ))}
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
    </div>
  );
}
