/**
 * Face data in the personal centre (examFaceCalls.addFace): a camera photo kept as
 * the student's reference for the exam face check. The server refuses a photo with no face or
 * with several, and the card shows its message.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { examApi } from '../../api/exams';
import { FaceImage } from './face-image';
import { useCamera } from './use-camera';

export function FaceDataCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const face = useQuery({ queryKey: ['face'], queryFn: examApi.getFace });
  const camera = useCamera();
  const save = useMutation({
    mutationFn: (image: string) => examApi.addFace(image),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['face'] }),
  });
  return (
    <Card title={t('exam.faceSetup')} size="small" data-testid="face-data-card">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('exam.faceLimit')}</Typography.Text>
        {face.data?.filePath ? (
          <Space>
            <FaceImage filePath={face.data.filePath} width={96} alt={t('exam.faceSetup')} />
            <Typography.Text>{t('exam.faceSaved')}</Typography.Text>
          </Space>
        ) : (
          <Typography.Text>{face.isLoading ? '' : t('exam.faceNone')}</Typography.Text>
        )}
        {camera.failed ? <Alert type="error" showIcon message={t('exam.faceCameraError')} /> : null}
        {save.isError ? (
          <Alert type="warning" showIcon message={save.error.message} data-testid="face-data-error" />
        ) : null}
        <video
          ref={camera.video}
          autoPlay
          playsInline
          muted
          style={{ width: 240, display: camera.isOpen ? 'block' : 'none' }}
        />
        <Space>
          <Button loading={camera.opening} onClick={() => void camera.open()}>
            {t('exam.faceCapture')}
          </Button>
          <Button
            type="primary"
            disabled={!camera.isOpen}
            loading={save.isPending}
            onClick={() => {
              const image = camera.capture();
              if (image) save.mutate(image);
            }}
          >
            {t('exam.faceSave')}
          </Button>
        </Space>
      </Flex>
    </Card>
  );
}
