/**
 * The sign-in code on the teacher's screen: a QR code of the student's lesson page with the code,
 * and the same code as 4 big digits. A rotating code is fetched again when it changes; the fixed
 * code is the fallback when rotation is not wanted.
 */
import type { TOnlineLessonDetail } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Input, QRCode, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onlineLessonApi } from '../../api/online-lessons';
import { queryKeys } from '../../api/query-keys';
import { signInLink } from './lesson-paths';

function useCountdown(targetMs: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  return targetMs ? Math.max(0, Math.ceil((targetMs - now) / 1000)) : 0;
}

export function SignInCodeCard({ lesson }: { lesson: TOnlineLessonDetail }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [fixedDraft, setFixedDraft] = useState(lesson.fixedCode ?? '');
  const isOpen = lesson.isSignInOpen;
  const code = useQuery({
    queryKey: [...queryKeys.onlineLesson, lesson.lessonId, 'code', lesson.signInMode, lesson.fixedCode],
    queryFn: async () => {
      const answer = await onlineLessonApi.signInCode(lesson.lessonId);
      return { ...answer, nextAt: Date.now() + answer.refreshInMs };
    },
    enabled: isOpen,
    refetchInterval: (query) =>
      query.state.data?.signInMode === 'rotating' ? query.state.data.refreshInMs + 50 : false,
    refetchIntervalInBackground: true,
  });
  const seconds = useCountdown(code.data?.signInMode === 'rotating' ? code.data.nextAt : undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...queryKeys.onlineLesson, lesson.lessonId] });
  const setMode = useMutation({
    mutationFn: (fixedCode: string | null) =>
      onlineLessonApi.setSignInMode(
        fixedCode
          ? { lessonId: lesson.lessonId, signInMode: 'fixed', fixedCode }
          : { lessonId: lesson.lessonId, signInMode: 'rotating' },
      ),
    onSuccess: refresh,
  });
  const endSignIn = useMutation({ mutationFn: () => onlineLessonApi.endSignIn(lesson.lessonId), onSuccess: refresh });
  const askEnd = () =>
    modal.confirm({
      title: t('classroom.endSignIn'),
      content: t('classroom.endSignInConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => endSignIn.mutateAsync(),
    });

  if (!isOpen) {
    return (
      <Card title={t('classroom.signInCode')}>
        <Typography.Text type="secondary">{t('classroom.signInClosed')}</Typography.Text>
      </Card>
    );
  }
  const current = code.data?.code ?? '';
  return (
    <Card title={t('classroom.signInCode')} extra={<Button onClick={askEnd}>{t('classroom.endSignIn')}</Button>}>
      <Flex vertical align="center" gap={8}>
        <QRCode
          value={current ? signInLink(lesson.lessonId, current) : '-'}
          status={current ? 'active' : 'loading'}
          size={180}
        />
        <Typography.Text data-testid="sign-in-code" style={{ fontSize: 44, fontWeight: 700, letterSpacing: 12 }}>
          {current || '····'}
        </Typography.Text>
        <Typography.Text type="secondary">
          {code.data?.signInMode === 'rotating' ? t('classroom.refreshIn', { seconds }) : t('classroom.fixed')}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {t('classroom.scanOrType')}
        </Typography.Text>
        {lesson.signInMode === 'rotating' ? (
          <Space.Compact>
            <Input
              value={fixedDraft}
              maxLength={4}
              inputMode="numeric"
              placeholder="0000"
              aria-label={t('classroom.fixedCode')}
              style={{ width: 90 }}
              onChange={(e) => setFixedDraft(e.target.value.replace(/\D/g, ''))}
            />
            <Button disabled={!/^\d{4}$/.test(fixedDraft)} onClick={() => setMode.mutate(fixedDraft)}>
              {t('classroom.useFixed')}
            </Button>
          </Space.Compact>
        ) : (
          <Button onClick={() => setMode.mutate(null)}>{t('classroom.useRotating')}</Button>
        )}
      </Flex>
    </Card>
  );
}
