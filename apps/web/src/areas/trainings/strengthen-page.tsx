/**
 * Sentence and paragraph strengthening: the items the student's latest reading scored yellow or
 * red, weakest first, with that reading's colours; each opens its training to practise again.
 * Below, the strengthen trainings of the class.
 */
import { speakingRouteOf, TEACHING_CLASS_TYPE, type TTrainingKind, type TWeakItem } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, List, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { classApi } from '../../api/classes';
import { queryKeys } from '../../api/query-keys';
import { speakingApi } from '../../api/speaking';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { SpeechResult } from '../../features/speaking/speech-result';
import { trainingHref } from '../../features/trainings/use-training-route';
import { TrainingListTable } from './list-page';

export function StrengthenPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const kind = speakingRouteOf(location.pathname)?.kind ?? 'sentencesStrengthen';
  const level = kind === 'paragraphsStrengthen' ? 'paragraph' : 'sentence';
  const now = useQuery({ queryKey: queryKeys.nowClass, queryFn: () => classApi.nowClass(TEACHING_CLASS_TYPE) });
  const classId = now.data?.classId ?? 0;
  const weak = useQuery({
    queryKey: ['speaking', 'weak', classId, level],
    queryFn: () => speakingApi.weakItems(classId, level),
    enabled: classId > 0,
  });
  useDocumentTitle(t(`training.kind.${kind}`));
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t(`training.kind.${kind}`)}
      </Typography.Title>
      <Card title={t('speaking.strengthenIntro')} style={{ marginBottom: 16 }}>
        {now.isLoading || weak.isLoading ? (
          <Skeleton active />
        ) : !classId ? (
          <Empty description={t('joinClass.empty')} />
        ) : weak.error ? (
          <Alert type="error" showIcon message={weak.error.message} />
        ) : (
          <List<TWeakItem>
            dataSource={weak.data ?? []}
            locale={{ emptyText: <Empty description={t('speaking.strengthenEmpty')} /> }}
            renderItem={(w) => (
              <List.Item data-testid="weak-item">
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Typography.Text type="secondary">{w.title}</Typography.Text>
                  <Typography.Text style={{ fontSize: 15 }}>{w.text}</Typography.Text>
                  <SpeechResult recording={w.recording} />
                  <Link to={trainingHref(w.kind as TTrainingKind, 'answer', { classId, trainingId: w.trainingId })}>
                    <Button type="primary" size="small">
                      {t('speaking.practiseAgain')}
                    </Button>
                  </Link>
                </Space>
              </List.Item>
            )}
          />
        )}
      </Card>
      <Card>{classId ? <TrainingListTable classId={classId} kind={kind} /> : null}</Card>
    </div>
  );
}
