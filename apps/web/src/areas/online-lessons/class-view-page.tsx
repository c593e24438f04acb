/**
 * /teacher/onlineManage/classView?lessonId= (and /teacher/teaching/classView): the live lesson on
 * the teacher's screen. Everything that changes comes through the realtime hub: a student's
 * sign-in, an answer's statistic; on any event (or a reconnect) the lesson is fetched again.
 */
import type { TRealtimeRoom } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Breadcrumb, Button, Card, Col, Empty, Flex, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { onlineLessonApi } from '../../api/online-lessons';
import { queryKeys } from '../../api/query-keys';
import { useRealtime } from '../../api/use-realtime';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { saveBase64File } from '../../features/download/save-base64-file';
import { useSession } from '../../session/store';
import { AttendanceCard } from './attendance-card';
import { LessonAnalysis } from './lesson-analysis';
import { formatTime, teacherBase } from './lesson-paths';
import { QuestionsCard } from './questions-card';
import { RollCallCard } from './roll-call-card';
import { SignInCodeCard } from './sign-in-code-card';

export function ClassViewPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const lessonId = Number(params.get('lessonId')) || 0;
  const userId = useSession((s) => s.loginInfo?.userId);
  const queryClient = useQueryClient();
  const key = [...queryKeys.onlineLesson, lessonId];
  const lesson = useQuery({
    queryKey: [...key, 'detail'],
    queryFn: () => onlineLessonApi.detail(lessonId),
    enabled: lessonId > 0,
  });
  const refetch = () => void queryClient.invalidateQueries({ queryKey: [...key, 'detail'] });
  const isLive = lesson.data?.isLive ?? false;
  const lessonRoom: TRealtimeRoom | undefined = lessonId && isLive ? `lesson:${lessonId}` : undefined;
  const connected = useRealtime(lessonRoom, refetch);
  useRealtime(isLive && userId ? `user:${userId}` : undefined, (event, data) => {
    if (event === 'answerStats' && (data as { lessonId?: number } | null)?.lessonId !== lessonId) return;
    refetch();
  });
  const end = useMutation({
    mutationFn: () => onlineLessonApi.end(lessonId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: queryKeys.onlineLessons });
    },
  });
  const analysis = useQuery({
    queryKey: [...key, 'analysis'],
    queryFn: () => onlineLessonApi.analyse(lessonId),
    enabled: lessonId > 0 && lesson.data?.isLive === false,
  });
  const exportFile = useMutation({
    mutationFn: () => onlineLessonApi.exportLesson(lessonId),
    onSuccess: (f) => saveBase64File(f.fileName, f.base64),
  });
  useDocumentTitle(lesson.data?.title ?? t('classroom.title'));
  const base = teacherBase(pathname);
  const listPath = base === '/teacher/teaching' ? '/teacher/teaching/onlineManage' : '/teacher/onlineManage/index';

  const data = lesson.data;
  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Breadcrumb
          items={[{ title: <Link to={listPath}>{t('classroom.title')}</Link> }, { title: data?.title ?? '' }]}
        />
        {data ? (
          <Space wrap>
            <Typography.Text type="secondary">
              {data.className} · {formatTime(data.startedAt)}
            </Typography.Text>
            {data.isLive ? (
              <Badge
                status={connected ? 'success' : 'processing'}
                text={connected ? t('classroom.liveConnected') : t('classroom.liveReconnecting')}
              />
            ) : (
              <Tag>{t('classroom.ended')}</Tag>
            )}
            <Button loading={exportFile.isPending} onClick={() => exportFile.mutate()}>
              {t('classroom.exportExcel')}
            </Button>
            {data.isLive ? (
              <Button
                danger
                onClick={() =>
                  modal.confirm({
                    title: t('classroom.endLesson'),
                    content: t('classroom.endLessonConfirm'),
                    okText: t('common.ok'),
                    cancelText: t('common.cancel'),
                    okButtonProps: { danger: true },
                    onOk: () => end.mutateAsync(),
                  })
                }
              >
                {t('classroom.endLesson')}
              </Button>
            ) : null}
          </Space>
        ) : null}
      </Flex>
      {lesson.isLoading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : !data ? (
        <Card>
          <Empty />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {analysis.data ? (
            <Col span={24}>
              <Card title={t('classroom.analysis')}>
                <LessonAnalysis analysis={analysis.data} />
              </Card>
            </Col>
          ) : null}
          <Col xs={24} lg={8}>
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <SignInCodeCard lesson={data} />
              <RollCallCard lesson={data} />
            </Space>
          </Col>
          <Col xs={24} lg={16}>
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <AttendanceCard lesson={data} />
              <QuestionsCard lesson={data} />
            </Space>
          </Col>
        </Row>
      )}
    </div>
  );
}
