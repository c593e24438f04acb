/**
 * /teacher/intellectCourseCreate/editCourse?courseId= (part 2 §2.1): the built course's editor.
 * Its CourseInfo tab holds the information form, the outline editor and the intelligent outline;
 * the other tabs of the spec (PracticalSkills, CaseAnalysis, InteractiveTraining,
 * ComprehensiveCase, TestPaper; course-tabs.ts) list the outline's activities of their kinds and
 * fill it from the resource pool or the teacher's papers. All edit one draft of the outline, saved
 * together: a failed save or a reload keeps it (use-outline-draft.ts), leaving with changes asks.
 */
import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import type { TBuiltCourse } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Flex, Result, Row, Skeleton, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { builderKeys, courseBuilderApi } from '../../api/course-builder';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { PREVIEW_PATH, StatusTag } from './builder-index-page';
import { CourseInfoForm } from './course-info-form';
import { COURSE_TABS } from './course-tabs';
import { draftFromProposal, draftToInput } from './outline-draft';
import { OutlineEditor } from './outline-editor';
import { ProposalPanel } from './proposal-panel';
import { TabActivities } from './tab-activities';
import { useOutlineDraft } from './use-outline-draft';

export function EditCoursePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const courseId = Number(params.get('courseId')) || 0;
  useDocumentTitle(t('builder.editTitle'));
  const detail = useQuery({
    queryKey: builderKeys.detail(courseId),
    queryFn: () => courseBuilderApi.detail(courseId),
    enabled: courseId > 0,
    retry: false,
  });
  const back = (
    <Link to="/teacher/intellectCourseCreate/index" aria-label={t('builder.back')}>
      <Button icon={<ArrowLeftOutlined />} aria-label={t('builder.back')} />
    </Link>
  );
  if (courseId <= 0 || detail.isError)
    return (
      <div className="page-container">
        {back}
        <Result status="404" title={t('builder.missing')} />
      </div>
    );
  if (detail.isLoading || !detail.data)
    return (
      <div className="page-container">
        <Skeleton active />
      </div>
    );
  return <Editor course={detail.data} back={back} />;
}

function Editor({ course, back }: { course: TBuiltCourse; back: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const language = i18n.language === 'en' ? 'en' : 'cn';
  const { draft, setDraft, dirty, markSaved } = useOutlineDraft(course);
  const afterSave = (next: TBuiltCourse) => {
    queryClient.setQueryData(builderKeys.detail(course.courseId), next);
    void queryClient.invalidateQueries({ queryKey: builderKeys.mine });
    void queryClient.invalidateQueries({ queryKey: builderKeys.preview(course.courseId) });
  };
  const saveOutline = useMutation({
    mutationFn: () => courseBuilderApi.saveOutline({ courseId: course.courseId, chapters: draftToInput(draft) }),
    onSuccess: (next) => {
      markSaved(next);
      afterSave(next);
      void message.success(t('builder.outlineSaved'));
    },
  });
  const publish = useMutation({
    mutationFn: (published: boolean) => courseBuilderApi.publish(course.courseId, published),
    onSuccess: (next) => {
      afterSave(next);
      void queryClient.invalidateQueries({ queryKey: ['teacherLessons'] });
      void message.success(t(next.status === 'published' ? 'builder.publishedNotice' : 'builder.unpublishedNotice'));
    },
  });
  const info = (
    <Flex vertical gap={16}>
      <Card title={t('builder.tabInfo')} size="small">
        <CourseInfoForm course={course} />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card size="small" title={t('builder.outline')}>
            <OutlineEditor value={draft} onChange={setDraft} />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <ProposalPanel
            onAccept={(proposal) => {
              setDraft([...draft, ...draftFromProposal(proposal)]);
              void message.info(t('builder.propose.accepted'));
            }}
          />
        </Col>
      </Row>
    </Flex>
  );
  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Space align="center" wrap>
          {back}
          <Typography.Title level={3} style={{ margin: 0 }}>
            {course.name[language]}
          </Typography.Title>
          <StatusTag status={course.status} />
        </Space>
        <Space wrap>
          <Link to={`${PREVIEW_PATH}?courseId=${course.courseId}`}>
            <Button icon={<EyeOutlined />}>{t('builder.preview')}</Button>
          </Link>
          {course.status === 'draft' ? (
            <Button type="primary" loading={publish.isPending} disabled={dirty} onClick={() => publish.mutate(true)}>
              {t('builder.publish')}
            </Button>
          ) : (
            <Button loading={publish.isPending} onClick={() => publish.mutate(false)}>
              {t('builder.unpublish')}
            </Button>
          )}
        </Space>
      </Flex>
      {course.copiedFromName && (
        <Typography.Paragraph type="secondary">
          {t('builder.copiedFrom', { name: course.copiedFromName })}
        </Typography.Paragraph>
      )}
      <Card size="small" style={{ marginBottom: 12 }}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type={dirty ? 'warning' : 'secondary'} data-testid="outline-state">
            {dirty ? t('builder.unsaved') : t('builder.allSaved')}
          </Typography.Text>
          <Button type="primary" disabled={!dirty} loading={saveOutline.isPending} onClick={() => saveOutline.mutate()}>
            {t('builder.saveOutline')}
          </Button>
        </Flex>
        {saveOutline.isError && dirty && (
          <Alert type="error" showIcon message={t('builder.saveFailed')} style={{ marginTop: 12 }} />
        )}
      </Card>
      <Tabs
        items={[
          { key: 'CourseInfo', label: t('builder.tabInfo'), children: info },
          ...COURSE_TABS.map((tab) => ({
            key: tab.key,
            label: t(`builder.tabs.name.${tab.key}`),
            children: <TabActivities tab={tab} draft={draft} onChange={setDraft} />,
          })),
        ]}
      />
    </div>
  );
}
