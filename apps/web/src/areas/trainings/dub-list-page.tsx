/** DubList (and DubList2): the finished dubs of the class for one dubbing training, the student's own marked. */
import type { TDubEntry } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumb, Card, Col, Empty, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { speakingApi } from '../../api/speaking';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useTrainingRoute } from '../../features/trainings/use-training-route';
import { schoolTime } from '../../shared/school-time';

export function DubListPage() {
  const { t } = useTranslation();
  const { classId, trainingId } = useTrainingRoute();
  const dubs = useQuery({
    queryKey: ['speaking', 'dubs', classId, trainingId],
    queryFn: () => speakingApi.dubList(classId ?? 0, trainingId ?? 0),
    enabled: classId !== null && trainingId !== null,
    retry: false,
  });
  useDocumentTitle(t('speaking.dubList'));
  return (
    <div className="page-container">
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to="/student/practicals/index/practical">{t('training.area')}</Link> },
          { title: <Link to="/student/practicals/index/dubbing">{t('training.kind.dubbing')}</Link> },
          { title: t('speaking.dubList') },
        ]}
      />
      {classId === null || trainingId === null ? (
        <Empty description={t('training.missingParams')} />
      ) : dubs.isLoading ? (
        <Skeleton active />
      ) : dubs.error ? (
        <Alert type="error" showIcon message={dubs.error.message} />
      ) : (dubs.data ?? []).length === 0 ? (
        <Empty description={t('speaking.dubListEmpty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {(dubs.data ?? []).map((d: TDubEntry) => (
            <Col key={d.attemptId} xs={24} md={12} xl={8}>
              <Card size="small" data-testid="dub-entry">
                {/* biome-ignore lint/a11y/useMediaCaption: a student's dub of a subtitled clip. */}
                <video src={d.fileUrl} controls preload="metadata" style={{ width: '100%', aspectRatio: '16 / 9' }} />
                <Space style={{ marginTop: 8 }} wrap>
                  <Typography.Text strong>
                    {d.name}
                    {d.me ? t('speaking.you') : ''}
                  </Typography.Text>
                  {d.score !== null ? <Tag color="blue">{t('speaking.lineScore', { n: d.score })}</Tag> : null}
                  <Typography.Text type="secondary">
                    {schoolTime(d.submittedAt).format('YYYY-MM-DD HH:mm')}
                  </Typography.Text>
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
}
