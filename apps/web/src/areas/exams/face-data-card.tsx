/**
 * Face data in the personal centre (/openApi/facialRecognition/addFace): a camera photo stored as
 * the student's reference. Lingua runs offline with no face-comparison engine, so it never claims
 * a match: exams with face check require this photo, and the invigilator compares by eye.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Image, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { examApi } from '../../api/exam-endpoints';

export function useCamera() {
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(
    () => () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    },
    [stream],
  );
  const open = async () => {
    try {
      const s = await navigator.mediaDevices.getUserMedia({ video: { width: 320, height: 240 } });
      setStream(s);
      setFailed(false);
      if (video.current) video.current.srcObject = s;
    } catch {
      setFailed(true);
    }
  };
  const capture = (): string | null => {
    const v = video.current;
    if (!v || !stream) return null;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth || 320;
    canvas.height = v.videoHeight || 240;
    canvas.getContext('2d')?.drawImage(v, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.85);
  };
  return { video, open, capture, isOpen: stream !== null, failed };
}

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
    <Card title={t('exam.faceSetup')} size="small">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('exam.faceLimit')}</Typography.Text>
        {face.data?.filePath ? (
          <Space>
            <Image src={face.data.filePath} width={96} alt={t('exam.faceSetup')} />
            <Typography.Text>{t('exam.faceSaved')}</Typography.Text>
          </Space>
        ) : (
          <Typography.Text>{t('exam.faceNone')}</Typography.Text>
        )}
        {camera.failed ? <Alert type="error" showIcon message={t('exam.faceCameraError')} /> : null}
        <video
          ref={camera.video}
          autoPlay
          playsInline
          muted
          style={{ width: 240, display: camera.isOpen ? 'block' : 'none' }}
        />
        <Space>
          <Button onClick={() => void camera.open()}>{t('exam.faceCapture')}</Button>
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
