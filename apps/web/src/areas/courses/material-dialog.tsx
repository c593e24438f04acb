/**
 * A step's material (a pool document, audio, video or image the teacher put in the course), opened
 * in place from the course page: shown or played as the pool's preview shows it. Opening it counts
 * as done; a locked step answers why.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Modal, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { courseBuilderApi } from '../../api/course-builder';
import { queryKeys } from '../../api/query-keys';
import { MaterialBody } from '../resource-pool/material-preview-page';

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
  const { t } = useTranslation();
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
  return (
    <Modal open title={title} onCancel={onClose} footer={null} width={880} destroyOnHidden>
      {material.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : material.isError ? (
        <Alert type="error" showIcon message={material.error.message} />
      ) : (
        <div data-testid="step-material">
          {material.data.description && <Typography.Paragraph>{material.data.description}</Typography.Paragraph>}
          <MaterialBody resource={material.data} />
          {material.data.text && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 12 }}>
              <Typography.Text type="secondary">{t('pool.preview.text')}</Typography.Text>
              <br />
              {material.data.text}
            </Typography.Paragraph>
          )}
        </div>
      )}
    </Modal>
  );
}
