/**
 * The student's course (/student/practicals/index/practical): choose a class (remembered on the
 * server, classType 0), see its course by chapter and step, locked steps saying why, and open the
 * course details.
 */

import { InfoCircleOutlined } from '@ant-design/icons';
import { TEACHING_CLASS_TYPE } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Select, Skeleton, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classApi } from '../../api/classes';
import { courseApi } from '../../api/courses';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useClasses } from '../../features/class-card/use-classes';
import { ChapterList, type OpenActivity } from '../../features/course/chapter-list';
import { CourseDetailsModal } from '../../features/course/course-details-modal';
import { canOpenActivityKind, useOpenActivity } from '../../features/course/use-open-activity';
import { JoinClassButton } from './join-class-button';

// The pool's viewers (documents page by page, media) load only when a material is opened.
const MaterialDialog = lazy(() => import('./material-dialog').then((m) => ({ default: m.MaterialDialog })));

export function StudentCoursePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [detailsOf, setDetailsOf] = useState<number | null>(null);
  const classes = useClasses();
  const now = useQuery({ queryKey: queryKeys.nowClass, queryFn: () => classApi.nowClass(TEACHING_CLASS_TYPE) });
  const classId = now.data?.classId ?? null;
  const lesson = useQuery({
    queryKey: [...queryKeys.classLesson, classId],
    queryFn: () => courseApi.classLesson(classId ?? 0),
    enabled: classId !== null,
    retry: false,
  });
  const choose = useMutation({
    mutationFn: (id: number) => classApi.updateDefaultSelect(TEACHING_CLASS_TYPE, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.nowClass }),
  });
  useDocumentTitle(t('course.title'));
  const opener = useOpenActivity();
  const [material, setMaterial] = useState<{ activityId: number; title: string } | null>(null);
  // An activity of an open training kind opens its training (the server checks the step order); a
  // material opens in place.
  const openActivity: OpenActivity = {
    canOpen: (a) => a.kind === 'material' || canOpenActivityKind(a.kind),
    open: (a) => {
      if (classId === null) return;
      if (a.kind === 'material') setMaterial({ activityId: a.activityId, title: a.title });
      else opener.mutate({ classId, activityId: a.activityId });
    },
  };

  const loading = classes.isLoading || now.isLoading;
  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {lesson.data?.courseName ?? t('course.title')}
        </Typography.Title>
        <Space wrap>
          <Select<number>
            value={classId ?? undefined}
            placeholder={t('course.chooseClass')}
            aria-label={t('course.chooseClass')}
            style={{ minWidth: 240 }}
            loading={loading}
            onChange={(id) => choose.mutate(id)}
            options={(classes.data ?? []).map((c) => ({ value: c.classId, label: c.className }))}
          />
          {lesson.data ? (
            <Button icon={<InfoCircleOutlined />} onClick={() => setDetailsOf(lesson.data?.courseId ?? null)}>
              {t('course.details')}
            </Button>
          ) : null}
        </Space>
      </Flex>
      <Card>
        {loading || lesson.isLoading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : classId === null ? (
          <Empty description={t('joinClass.empty')}>
            <JoinClassButton />
          </Empty>
        ) : lesson.data ? (
          <>
            {lesson.data.lessonStatus === 'ended' ? (
              <Alert type="warning" showIcon message={t('course.ended')} style={{ marginBottom: 12 }} />
            ) : null}
            <Typography.Paragraph type="secondary">
              {lesson.data.stepUnlockOrder === 1 ? t('course.orderRule') : t('course.freeOrder')} ·{' '}
              {t('course.version')}
              {t('common.colon')}
              {lesson.data.version}
            </Typography.Paragraph>
            {lesson.data.chapters.some((c) => c.steps.some((s) => s.activities.some((a) => a.spoken))) ? (
              <Alert
                type="info"
                showIcon
                data-testid="microphone-help"
                message={
                  lesson.data.spokenRequired === 1 ? t('course.spoken.requiredRule') : t('course.spoken.optionalRule')
                }
                description={t('course.spoken.howToAllow')}
                style={{ marginBottom: 12 }}
              />
            ) : null}
            <ChapterList lesson={lesson.data} onOpen={openActivity} />
          </>
        ) : (
          <Empty description={t('course.noCourse')} />
        )}
      </Card>
      <CourseDetailsModal lessonId={detailsOf} onClose={() => setDetailsOf(null)} />
      {material && classId !== null && (
        <Suspense fallback={null}>
          <MaterialDialog
            classId={classId}
            activityId={material.activityId}
            title={material.title}
            onClose={() => setMaterial(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
