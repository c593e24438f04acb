/**
 * /student/teaching/testFaceCheck3V2?examId= (and /examination/faceCheck): before an exam with
 * face check. Needs the face data of the personal centre; opens the camera, captures, has the
 * server compare the capture with the face data (docs/face-check.md), shows the similarity and the
 * result, lets the student retry, and starts the exam once passed. After three failures it tells
 * the student to contact the invigilator, whose waiver arrives here at once.
 */
import { FACE_CHECK_VALID_MINUTES, type TFaceWaivePush } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { examApi } from '../../api/exams';
import { RESYNC_EVENT } from '../../api/realtime';
import { useRealtime } from '../../api/use-realtime';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useSession } from '../../session/store';
import { FaceImage } from './face-image';
import { StartWaitNotice } from './start-wait-notice';
import { useCamera } from './use-camera';
import { useExamStart } from './use-exam-start';

/** The answer page beside this face check: the examination area's, the competition's or the teaching area's. */
function faceCheckBase(pathname: string): string {
  if (pathname.startsWith('/examination')) return '/examination';
  if (pathname.startsWith('/competition/student')) return '/competition/student';
  return '/student/teaching';
}

export function FaceCheckPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const examId = Number(params.get('examId') ?? 0);
  const userId = useSession((s) => s.loginInfo?.userId);
  useDocumentTitle(t('exam.faceTitle'));
  const face = useQuery({ queryKey: ['face'], queryFn: examApi.getFace });
  const statusKey = ['faceCheckStatus', examId];
  const status = useQuery({
    queryKey: statusKey,
    queryFn: () => examApi.faceCheckStatus(examId),
    enabled: examId > 0,
  });
  const camera = useCamera();
  const { open } = camera;
  const hasReference = Boolean(face.data?.filePath);
  useEffect(() => {
    if (hasReference) void open();
  }, [hasReference, open]);
  const check = useMutation({
    mutationFn: (image: string) => examApi.compareFace(examId, image),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: statusKey }),
  });
  const { start, waiting } = useExamStart(() =>
    navigate(`${faceCheckBase(pathname)}/onlineTestAnswer?examId=${examId}`),
  );
  useRealtime(userId ? `user:${userId}` : undefined, (event, data) => {
    if (event === RESYNC_EVENT) return void status.refetch();
    if (event !== 'examFace' || (data as TFaceWaivePush).examId !== examId) return;
    void message.success(t('exam.faceWaivedNotice'));
    void status.refetch();
  });

  if (face.isLoading || status.isLoading) return <Skeleton active style={{ padding: 24 }} />;
  if (!hasReference && !status.data?.waived)
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
  const result = check.data;
  const cleared = status.data?.cleared ?? false;
  const contact = !cleared && (result?.contactInvigilator ?? status.data?.contactInvigilator ?? false);
  const failures = result?.failures ?? status.data?.failures ?? 0;
  const verify = () => {
    const image = camera.capture();
    if (image) check.mutate(image);
  };
  return (
    <div className="page-container">
      <Card title={t('exam.faceTitle')}>
        <Flex vertical gap={12}>
          <Alert
            type="info"
            showIcon
            message={t('exam.faceCheckIntro', { minutes: FACE_CHECK_VALID_MINUTES })}
            description={t('exam.faceCheckLimit')}
          />
          <Row gutter={16}>
            <Col>
              <Typography.Text type="secondary">{t('exam.faceCamera')}</Typography.Text>
              <div style={{ width: 320, height: 240, background: '#f0f0f0', marginTop: 4 }}>
                <video
                  ref={camera.video}
                  autoPlay
                  playsInline
                  muted
                  data-testid="face-video"
                  style={{ width: 320, height: 240, display: camera.isOpen ? 'block' : 'none' }}
                />
              </div>
            </Col>
            {face.data?.filePath ? (
              <Col>
                <Typography.Text type="secondary">{t('exam.faceReference')}</Typography.Text>
                <div style={{ marginTop: 4 }}>
                  <FaceImage filePath={face.data.filePath} width={180} alt={t('exam.faceReference')} />
                </div>
              </Col>
            ) : null}
          </Row>
          {camera.failed ? (
            <Alert
              type="error"
              showIcon
              message={t('exam.faceCameraError')}
              action={
                <Button size="small" onClick={() => void camera.open()}>
                  {t('exam.faceCapture')}
                </Button>
              }
            />
          ) : null}
          {result && !(cleared && !result.passed) ? (
            <Alert
              data-testid="face-result"
              type={result.passed ? 'success' : 'warning'}
              showIcon
              message={result.passed ? t('exam.facePassed') : t('exam.faceFailed')}
              description={
                <>
                  {result.score !== null ? <div>{t('exam.faceSimilarity', { score: result.score })}</div> : null}
                  {result.passed ? null : <div>{result.message}</div>}
                </>
              }
            />
          ) : null}
          {status.data?.waived ? (
            <Alert type="success" showIcon message={t('exam.faceWaivedNotice')} data-testid="face-waived" />
          ) : null}
          {contact ? (
            <Alert
              type="error"
              showIcon
              message={t('exam.faceContact', { count: failures })}
              data-testid="face-contact"
            />
          ) : null}
          <StartWaitNotice waiting={waiting} />
          <Flex gap={8}>
            {cleared ? (
              <Button type="primary" loading={start.isPending} onClick={() => start.mutate(examId)}>
                {t('exam.start')}
              </Button>
            ) : (
              <Button
                type="primary"
                disabled={!camera.isOpen}
                loading={check.isPending}
                onClick={verify}
                data-testid="face-verify"
              >
                {check.isPending ? t('exam.faceChecking') : result ? t('exam.faceRetry') : t('exam.faceVerify')}
              </Button>
            )}
          </Flex>
        </Flex>
      </Card>
    </div>
  );
}
