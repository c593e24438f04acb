/**
 * /student/teaching/onlineLesson (and /sjjx/courses/online_classroom, /student/teaching/onlineHistory):
 * the chosen class's live lesson, announced the moment it starts, and its past lessons.
 */
import type { TOnlineLessonSummary } from '@lingua/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { onlineLessonApi } from '../../api/online-lessons';
import { queryKeys } from '../../api/query-keys';
import { useRealtime } from '../../api/use-realtime';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassBreadcrumb } from '../../features/class-selector/class-breadcrumb';
import { useClassChoice } from '../../features/class-selector/use-class-choice';
import { formatTime, studentMainPath } from './lesson-paths';

/** Listens to one class's room: a lesson starting or ending there refreshes the page. */
function ClassRoomListener({ classId, onEvent }: { classId: number; onEvent: () => void }) {
  useRealtime(`class:${classId}`, onEvent);
  return null;
}

export function StudentOnlineLessonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const choice = useClassChoice();
  const classId = choice.classId;
  const [pageNum, setPageNum] = useState(1);
  const isHistory = pathname.endsWith('/onlineHistory');
  useDocumentTitle(t(isHistory ? 'classroom.history' : 'classroom.title'));
  // Live lessons of every class the student is in, whichever class the selector shows.
  const live = useQuery({
    queryKey: [...queryKeys.onlineLessons, 'live'],
    queryFn: onlineLessonApi.liveList,
    enabled: !isHistory,
  });
  const history = useQuery({
    queryKey: [...queryKeys.onlineLessons, 'student', classId, pageNum],
    queryFn: () => onlineLessonApi.studentList(classId ?? 0, pageNum),
    enabled: classId !== null,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.onlineLessons });
  return (
    <div className="page-container">
      {choice.classes.map((c) => (
        <ClassRoomListener key={c.classId} classId={c.classId} onEvent={refresh} />
      ))}
      <ClassBreadcrumb choice={choice} crumbs={[{ title: t(isHistory ? 'classroom.history' : 'classroom.title') }]} />
      {classId === null && !choice.loading ? (
        <Card>
          <Empty description={t('joinClass.empty')} />
        </Card>
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {isHistory ? null : (
            <Card loading={live.isLoading}>
              {(live.data ?? []).length > 0 ? (
                <Space orientation="vertical" style={{ width: '100%' }}>
                  {(live.data ?? []).map((lesson) => (
                    <Alert
                      key={lesson.lessonId}
                      type="success"
                      showIcon
                      message={t('classroom.liveNow', { title: lesson.title })}
                      description={`${lesson.className} · ${t('classroom.teacher')}${t('common.colon')}${lesson.teacherName} · ${formatTime(lesson.startedAt)}`}
                      action={
                        <Button
                          type="primary"
                          size="large"
                          onClick={() => navigate(studentMainPath(lesson.lessonId, true))}
                        >
                          {t('classroom.enter')}
                        </Button>
                      }
                    />
                  ))}
                </Space>
              ) : (
                <Empty description={t('classroom.noLive')} />
              )}
            </Card>
          )}
          <Card title={t('classroom.history')}>
            <Table<TOnlineLessonSummary>
              rowKey="lessonId"
              loading={history.isLoading}
              dataSource={history.data?.list ?? []}
              locale={{ emptyText: t('classroom.noHistory') }}
              pagination={{
                current: pageNum,
                pageSize: 10,
                total: history.data?.page.total ?? 0,
                onChange: setPageNum,
                hideOnSinglePage: true,
              }}
              columns={[
                { title: t('classroom.lessonTitle'), dataIndex: 'title', key: 'title' },
                { title: t('classroom.teacher'), dataIndex: 'teacherName', key: 'teacher' },
                { title: t('classroom.startedAt'), key: 'start', render: (_, l) => formatTime(l.startedAt) },
                {
                  title: t('classroom.state'),
                  key: 'state',
                  render: (_, l) =>
                    l.isLive ? <Tag color="green">{t('classroom.live')}</Tag> : <Tag>{t('classroom.ended')}</Tag>,
                },
                {
                  title: t('common.actions'),
                  key: 'go',
                  render: (_, l) => (
                    <Space size={0}>
                      <Button type="link" onClick={() => navigate(studentMainPath(l.lessonId, l.isLive))}>
                        {l.isLive ? t('classroom.enter') : t('classroom.view')}
                      </Button>
                      {l.isLive ? null : (
                        <Button
                          type="link"
                          onClick={() => navigate(`/student/teaching/lessonAnalyse?lessonId=${l.lessonId}`)}
                        >
                          {t('classroom.analysis')}
                        </Button>
                      )}
                    </Space>
                  ),
                },
              ]}
            />
          </Card>
        </Space>
      )}
    </div>
  );
}
