/**
 * A step's material (a pool document, audio, video, image or VR scene the teacher put in the
 * course), opened in place from the course page: shown or played as the pool's preview shows it, a
 * VR scene toured in 360° with its hotspots (the viewer's chunk fetched only then). Opening it
 * counts as done; a locked step answers why.
 */
import { ResourceTopLevelType, type TActivityMaterial } from '@lingua/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Modal, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { courseBuilderApi } from '../../api/course-builder';
import { queryKeys } from '../../api/query-keys';
import { MaterialBody } from '../resource-pool/material-preview-page';

const StepSceneTour = lazy(() =>
  import('../../features/vr-viewer/scene-tour').then((m) => ({ default: m.StepSceneTour })),
);

const isScene = (m: TActivityMaterial) => m.resourceTopLevelType === ResourceTopLevelType.vr && m.fileUrl !== null;

function MaterialContent({ material }: { material: TActivityMaterial }) {
  const { t } = useTranslation();
  if (isScene(material))
    return (
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <StepSceneTour src={material.fileUrl ?? ''} title={material.title} hotspots={material.hotspots} />
      </Suspense>
    );
  return (
    <>
      <MaterialBody resource={material} />
      {material.text && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 12 }}>
          <Typography.Text type="secondary">{t('pool.preview.text')}</Typography.Text>
          <br />
          {material.text}
        </Typography.Paragraph>
      )}
    </>
  );
}

export function MaterialDialog({
  classId,
  activityId,
  title,
  onClose,
}: {
  classId: number;
  activityId: number;
  title: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const material = useQuery({
    queryKey: ['activityMaterial', classId, activityId],
    queryFn: () => courseBuilderApi.activityMaterial(classId, activityId),
    retry: false,
  });
  // Opened is done: the course's flags change.
  useEffect(() => {
    if (material.isSuccess) void queryClient.invalidateQueries({ queryKey: queryKeys.classLesson });
  }, [material.isSuccess, queryClient]);
  // A scene's view and its hotspots side by side want more room than a document.
  const wide = material.isSuccess && isScene(material.data);
  return (
    <Modal open title={title} onCancel={onClose} footer={null} width={wide ? 1180 : 880} destroyOnHidden>
      {material.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : material.isError ? (
        <Alert type="error" showIcon message={material.error.message} />
      ) : (
        <div data-testid="step-material">
          {material.data.description && <Typography.Paragraph>{material.data.description}</Typography.Paragraph>}
          <MaterialContent material={material.data} />
        </div>
      )}
    </Modal>
  );
}
