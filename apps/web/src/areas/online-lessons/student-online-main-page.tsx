/**
 * /student/teaching/onlineMain?lessonId=[&code=] (and /sjjx/online_classroom_main,
 * /student/teaching/onlineMainHistory): the lesson as a student sees it. Sign in with the 4-digit
 * code (a scanned QR code brings it in the address and signs in at once), hear the roll call,
 * answer the teacher's quick questions. Live changes come through the realtime hub.
 */
import { SoundOutlined } from '@ant-design/icons';
import type { TStudentLessonView } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Descriptions,
  Empty,
  Flex,
  Input,
  Radio,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { onlineLessonApi } from '../../api/online-lessons';
import { queryKeys } from '../../api/query-keys';
import { useRealtime } from '../../api/use-realtime';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useSession } from '../../session/store';
import { AttendanceTag } from './attendance-tag';
import { formatTime } from './lesson-paths';
import { optionLabel } from './questions-card';

type Question = TStudentLessonView['questions'][number];

function QuestionItem({ lessonId, q, onDone }: { lessonId: number; q: Question; onDone: () => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<number[]>([]);
  const answer = useMutation({
    mutationFn: () => onlineLessonApi.answer({ lessonId, questionId: q.questionId, answer: choice }),
    onSuccess: onDone,
  });
  const letters = (list: number[]) => list.map(optionLabel).join(', ');
  const options = q.options.map((o, i) => ({ value: i, label: `${optionLabel(i)}. ${o}` }));
  const canAnswer = q.isOpen && q.myAnswer === null;
  return (
    <Card
      size="small"
      title={q.title}
      extra={q.isOpen ? <Tag color="processing">{t('classroom.open')}</Tag> : <Tag>{t('classroom.closed')}</Tag>}
    >
      {canAnswer ? (
        <Space orientation="vertical">
          {q.isMultiple ? (
            <Checkbox.Group options={options} value={choice} onChange={(v) => setChoice(v)} />
          ) : (
            <Radio.Group options={options} value={choice[0]} onChange={(e) => setChoice([e.target.value as number])} />
          )}
          <Button
            type="primary"
            disabled={choice.length === 0}
            loading={answer.isPending}
            onClick={() => answer.mutate()}
          >
            {t('classroom.submitAnswer')}
          </Button>
        </Space>
      ) : (
        <Space orientation="vertical">
          <Typography.Text>{q.options.map((o, i) => `${optionLabel(i)}. ${o}`).join('　')}</Typography.Text>
          {q.myAnswer ? (
            <Typography.Text strong>{t('classroom.yourAnswer', { answer: letters(q.myAnswer) })}</Typography.Text>
          ) : null}
          {q.correct && q.correct.length > 0 ? (
            <Typography.Text type="success">
              {t('classroom.rightAnswer', { answer: letters(q.correct) })}
            </Typography.Text>
          ) : null}
        </Space>
      )}
    </Card>
  );
}

function SignInBox({ lessonId, initialCode, onDone }: { lessonId: number; initialCode: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState(initialCode);
  const signIn = useMutation({ mutationFn: (c: string) => onlineLessonApi.signIn(lessonId, c), onSuccess: onDone });
  // A scanned QR code carries the code: sign in once, straight away.
  const tried = useRef(false);
  useEffect(() => {
    if (!tried.current && /^\d{4}$/.test(initialCode)) {
      tried.current = true;
      signIn.mutate(initialCode);
    }
  }, [initialCode, signIn]);
  return (
    <Space.Compact>
      <Input
        value={code}
        maxLength={4}
        inputMode="numeric"
        size="large"
        placeholder={t('classroom.codePlaceholder')}
        aria-label={t('classroom.codePlaceholder')}
        style={{ width: 200, letterSpacing: 6 }}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        onPressEnter={() => /^\d{4}$/.test(code) && signIn.mutate(code)}
      />
      <Button
        type="primary"
        size="large"
        disabled={!/^\d{4}$/.test(code)}
        loading={signIn.isPending}
        onClick={() => signIn.mutate(code)}
      >
        {t('classroom.signInNow')}
      </Button>
    </Space.Compact>
  );
}

export function StudentOnlineMainPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const lessonId = Number(params.get('lessonId')) || 0;
  const userId = useSession((s) => s.loginInfo?.userId);
  const queryClient = useQueryClient();
  const [calledAt, setCalledAt] = useState<string | null>(null);
  const key = [...queryKeys.onlineLesson, lessonId, 'student'];
  const view = useQuery({ queryKey: key, queryFn: () => onlineLessonApi.enter(lessonId), enabled: lessonId > 0 });
  const refetch = () => void queryClient.invalidateQueries({ queryKey: key });
  const data = view.data;
  useRealtime(data?.isLive ? `lesson:${lessonId}` : undefined, (event, payload) => {
    if (event === 'rollCall' && (payload as { studentId?: number } | null)?.studentId === userId) {
      setCalledAt((payload as { calledAt: string }).calledAt);
    }
    refetch();
  });
  useDocumentTitle(data?.title ?? t('classroom.title'));

  return (
    <div className="page-container">
      <Breadcrumb
        className="page-title"
        items={[
          { title: <Link to="/student/teaching/onlineLesson">{t('classroom.title')}</Link> },
          { title: data?.title ?? '' },
        ]}
      />
      {view.isLoading ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : !data ? (
        <Card>
          <Empty />
        </Card>
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%', maxWidth: 860 }}>
          {calledAt ? (
            <Alert
              type="warning"
              showIcon
              icon={<SoundOutlined />}
              message={<span data-testid="called-you">{t('classroom.calledYou')}</span>}
              description={formatTime(calledAt)}
              closable
              onClose={() => setCalledAt(null)}
            />
          ) : null}
          {!data.isLive ? (
            <Alert
              type="info"
              showIcon
              message={t('classroom.lessonOver')}
              action={
                <Link to={`/student/teaching/lessonAnalyse?lessonId=${lessonId}`}>{t('classroom.analysis')}</Link>
              }
            />
          ) : null}
          <Card>
            <Descriptions column={{ xs: 1, sm: 2 }} title={data.title}>
              <Descriptions.Item label={t('classroom.className')}>{data.className}</Descriptions.Item>
              <Descriptions.Item label={t('classroom.teacher')}>{data.teacherName}</Descriptions.Item>
              <Descriptions.Item label={t('classroom.startedAt')}>{formatTime(data.startedAt)}</Descriptions.Item>
              <Descriptions.Item label={t('classroom.myStatus')}>
                <span data-testid="my-status">
                  <AttendanceTag status={data.myStatus} />
                </span>
                {data.mySignedInAt ? (
                  <Typography.Text type="secondary">{formatTime(data.mySignedInAt)}</Typography.Text>
                ) : null}
              </Descriptions.Item>
            </Descriptions>
            {data.isSignInOpen && data.myStatus !== 'present' && data.myStatus !== 'late' ? (
              <Flex vertical gap={8} style={{ marginTop: 12 }}>
                <SignInBox lessonId={lessonId} initialCode={params.get('code') ?? ''} onDone={refetch} />
              </Flex>
            ) : null}
            {data.myRollCalls.length > 0 ? (
              <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
                {t('classroom.calledTimes', { count: data.myRollCalls.length })}
              </Typography.Paragraph>
            ) : null}
          </Card>
          <Card title={t('classroom.question')}>
            {data.questions.length === 0 ? (
              <Empty description={t('classroom.waitQuestion')} />
            ) : (
              <Space orientation="vertical" style={{ width: '100%' }}>
                {[...data.questions].reverse().map((q) => (
                  <QuestionItem key={q.questionId} lessonId={lessonId} q={q} onDone={refetch} />
                ))}
              </Space>
            )}
          </Card>
        </Space>
      )}
    </div>
  );
}
