/**
 * /teacher/onlineManage/index (and /teacher/teaching/onlineManage, /teacher/teaching/onlineHistory,
 * /sjjx/tea/on_line_classroom): the chosen class's live lesson and its lesson history.
 */
import { PlayCircleOutlined } from '@ant-design/icons';
import type { TOnlineLessonSummary } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { onlineLessonApi } from '../../api/online-lessons';
import { queryKeys } from '../../api/query-keys';
import { useRealtime } from '../../api/use-realtime';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassBreadcrumb } from '../../features/class-selector/class-breadcrumb';
import { useClassChoice } from '../../features/class-selector/use-class-choice';
import { classViewPath, formatTime, teacherBase } from './lesson-paths';
import { StartLessonModal, type StartLessonValues } from './start-lesson-modal';

export function OnlineManagePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choice = useClassChoice();
  const classId = choice.classId;
  const [pageNum, setPageNum] = useState(1);
  const [starting, setStarting] = useState(false);
  const isHistory = pathname.endsWith('/onlineHistory');
  useDocumentTitle(t(isHistory ? 'classroom.history' : 'classroom.title'));

  const lessons = useQuery({
    queryKey: [...queryKeys.onlineLessons, 'teacher', classId, pageNum],
    queryFn: () => onlineLessonApi.teacherList(classId ?? 0, pageNum),
    enabled: classId !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.onlineLessons });
  useRealtime(classId ? `class:${classId}` : undefined, () => void refresh());
  const start = useMutation({
    mutationFn: (values: StartLessonValues) => onlineLessonApi.start({ classId: classId ?? 0, ...values }),
    onSuccess: (lesson) => {
      setStarting(false);
      void refresh();
      navigate(classViewPath(pathname, lesson.lessonId));
    },
  });

  const list = lessons.data?.list ?? [];
  const live = list.find((l) => l.isLive);
  const columns = [
    { title: t('classroom.lessonTitle'), dataIndex: 'title', key: 'title' },
    {
      title: t('classroom.startedAt'),
      key: 'startedAt',
      render: (_: unknown, l: TOnlineLessonSummary) => formatTime(l.startedAt),
    },
    {
      title: t('classroom.endedAt'),
      key: 'endedAt',
      render: (_: unknown, l: TOnlineLessonSummary) => formatTime(l.endedAt),
    },
    {
      title: t('classroom.attendanceRate'),
      key: 'signed',
      render: (_: unknown, l: TOnlineLessonSummary) => `${l.signedInNumber} / ${l.studentNumber}`,
    },
    { title: t('classroom.questions'), dataIndex: 'questionNumber', key: 'questions' },
    {
      title: t('classroom.state'),
      key: 'state',
      render: (_: unknown, l: TOnlineLessonSummary) =>
        l.isLive ? <Tag color="green">{t('classroom.live')}</Tag> : <Tag>{t('classroom.ended')}</Tag>,
    },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_: unknown, l: TOnlineLessonSummary) => (
        <Button type="link" onClick={() => navigate(classViewPath(pathname, l.lessonId))}>
          {l.isLive ? t('classroom.enterClass') : t('classroom.view')}
        </Button>
      ),
    },
  ];

  return (
    <div className="page-container">
      <ClassBreadcrumb
        choice={choice}
        crumbs={[
          ...(teacherBase(pathname) === '/teacher/teaching' ? [{ title: t('nav.teaching') }] : []),
          { title: t(isHistory ? 'classroom.history' : 'classroom.title') },
        ]}
      />
      {classId === null && !choice.loading ? (
        <Card>
          <Empty description={t('classroom.chooseClass')} />
        </Card>
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {isHistory ? null : (
            <Card>
              <Typography.Paragraph type="secondary">{t('classroom.manageHint')}</Typography.Paragraph>
              {live ? (
                <Alert
                  type="success"
                  showIcon
                  message={t('classroom.liveNow', { title: live.title })}
                  description={t('classroom.signedIn', { signed: live.signedInNumber, total: live.studentNumber })}
                  action={
                    <Button type="primary" onClick={() => navigate(classViewPath(pathname, live.lessonId))}>
                      {t('classroom.enterClass')}
                    </Button>
                  }
                />
              ) : (
                <Button
                  type="primary"
                  size="large"
                  icon={<PlayCircleOutlined />}
                  disabled={lessons.isLoading}
                  onClick={() => setStarting(true)}
                >
                  {t('classroom.start')}
                </Button>
              )}
            </Card>
          )}
          <Card
            title={t('classroom.history')}
            extra={
              <Button
                onClick={() =>
                  navigate(
                    `${teacherBase(pathname) === '/teacher/teaching' ? '/teacher/teaching' : '/teacher/practicals'}/lessonScoreManage`,
                  )
                }
              >
                {t('classroom.scoreManage')}
              </Button>
            }
          >
            <Table<TOnlineLessonSummary>
              rowKey="lessonId"
              loading={lessons.isLoading}
              columns={columns}
              dataSource={list}
              locale={{ emptyText: t('classroom.noHistory') }}
              pagination={{
                current: pageNum,
                pageSize: 10,
                total: lessons.data?.page.total ?? 0,
                onChange: setPageNum,
                hideOnSinglePage: true,
              }}
            />
          </Card>
        </Space>
      )}
      <StartLessonModal
        open={starting}
        busy={start.isPending}
        onCancel={() => setStarting(false)}
        onStart={(values) => start.mutate(values)}
      />
    </div>
  );
}
