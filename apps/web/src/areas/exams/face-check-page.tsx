/**
 * /student/teaching/testFaceCheck3V2?examId= : before an exam with face check. It requires the
 * face data of the personal centre ("face data must be set up in personal centre"); it does not
 * compare faces (no offline engine), and says so; the invigilator checks the student by eye.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Image, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { examApi } from '../../api/exam-endpoints';
import { useDocumentTitle } from '../../features/brand/use-document-title';

export function FaceCheckPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const examId = Number(params.get('examId') ?? 0);
  useDocumentTitle(t('exam.faceTitle'));
  const face = useQuery({ queryKey: ['face'], queryFn: examApi.getFace });
  const start = useMutation({
    mutationFn: () => examApi.start(examId),
    onSuccess: () => navigate(`/student/teaching/onlineTestAnswer?examId=${examId}`),
  });
  if (face.isLoading) return null;
  if (!face.data?.filePath)
    return (
      <Result
        status="warning"
        title={t('exam.faceMissing')}
        extra={
          <Button type="primary" onClick={() => navigate('/student/center')}>
            {t('nav.personalCentre')}
          </Button>
        }
      />
    );
  return (
    <div className="page-container">
      <Card title={t('exam.faceTitle')}>
        <Space direction="vertical">
          <Alert type="info" showIcon message={t('exam.faceLimit')} />
          <Image src={face.data.filePath} width={160} alt={t('exam.faceSetup')} />
          <Typography.Text>{t('exam.faceSaved')}</Typography.Text>
          <Button type="primary" loading={start.isPending} onClick={() => start.mutate()}>
            {t('exam.start')}
          </Button>
        </Space>
      </Card>
    </div>
  );
}
