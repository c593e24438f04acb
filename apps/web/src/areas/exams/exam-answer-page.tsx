/**
 * /student/teaching/onlineTestAnswer?examId= : the exam in progress, on the shared answering
 * workspace and answer journal (features/answering): the countdown from the server's clock; every
 * change journalled locally and autosaved with a visible acknowledgement; pause and lock from the
 * invigilator arrive over the realtime hub; focus losses and screen switches are reported for the
 * board.
 */
import {
  isAnswered,
  type TExamPush,
  type TExamSaveAck,
  type TExamSheet,
  type TQuestionAnswer,
} from '@lingua/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { examApi } from '../../api/exams';
import { RESYNC_EVENT } from '../../api/realtime';
import { useRealtime } from '../../api/use-realtime';
import { AnsweringWorkspace } from '../../features/answering/answering-workspace';
import { useAnswerJournal } from '../../features/answering/use-answer-journal';
import { useSaveBeforeSubmit } from '../../features/answering/use-save-before-submit';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { useSession } from '../../session/store';
import { competitionEndPath, studentExamHome } from './exam-paths';
import { ENDED, ExamStatusTag } from './exam-status-tag';
import { formatClock, useExamClock } from './use-exam-clock';

function ExamWorkspace({ sheet, onResync }: { sheet: TExamSheet; onResync: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const userId = useSession((s) => s.loginInfo?.userId);
  const [status, setStatus] = useState(sheet.status);
  const [locked, setLocked] = useState(sheet.locked);
  const [clock, setClock] = useState(sheet.clock);
  const initialSeq = Math.max(0, ...sheet.answers.map((a) => a.seq));
  const journal = useAnswerJournal<TQuestionAnswer, TExamSaveAck>({
    // The key the exam's journal has always used: entries left by an earlier visit are found.
    storageKey: `lingua.examJournal.${sheet.attemptId}`,
    initialSeq,
    send: (questionId, answer, seq) =>
      examApi.save({ attemptId: sheet.attemptId, questionId: Number(questionId), answer, seq }),
    savedAt: (ack) => ack.savedAt,
    onAck: (ack) => setClock(ack.clock),
    onRefused: (error) => void message.warning(error.message),
  });
  // The journal's actions keep their identity; callbacks built on them stay put while it saves.
  const { flush: sendAnswers, clear: forgetAnswers } = journal;
  const saveBeforeSubmit = useSaveBeforeSubmit(sendAnswers);
  const [answers, setAnswers] = useState(() => {
    const map = new Map<number, TQuestionAnswer>(sheet.answers.map((a) => [a.questionId, a.answer]));
    // Entries still in the journal are newer than the server's copy.
    for (const [id, a] of journal.pendingValues()) map.set(Number(id), a);
    return map;
  });
  // A refetch after a reconnect brings the server's truth.
  useEffect(() => {
    setStatus(sheet.status);
    setLocked(sheet.locked);
    setClock(sheet.clock);
  }, [sheet]);
  const remaining = useExamClock(clock);
  const warned = useRef({ ten: false, one: false, ended: false });
  const ended = ENDED.includes(status);
  // The end takes the focus: the control that handed in is gone, and a keyboard or screen reader
  // user goes on from the result (after the confirmation closes, which gives the focus back first).
  const endCard = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ended) endCard.current?.focus();
  }, [ended]);
  const paused = status === 'paused';
  const blocked = ended || paused || locked;

  useRealtime(userId ? `user:${userId}` : undefined, (event, data) => {
    if (event === RESYNC_EVENT) return onResync();
    if (event !== 'exam') return;
    const push = data as TExamPush;
    if (push.examId !== sheet.exam.examId) return;
    if (push.status !== status) {
      if (push.status === 'paused') void message.warning(t('exam.pausedBanner'));
      if (ENDED.includes(push.status)) void message.info(t(`exam.status.${push.status}`));
    }
    setStatus(push.status);
    setLocked(push.locked);
    if (push.clock) setClock(push.clock);
    // Back from a pause or an unlock: send whatever waited.
    if (push.status === 'inProgress' && !push.locked) sendAnswers().catch(() => undefined);
  });

  const submit = useCallback(async () => {
    await saveBeforeSubmit();
    const r = await examApi.submit(sheet.attemptId);
    forgetAnswers();
    setStatus(r.status);
  }, [saveBeforeSubmit, forgetAnswers, sheet.attemptId]);

  // Warnings at 10 minutes and 1 minute (part 1 §9); at zero the answers go in.
  useEffect(() => {
    if (remaining === null || blocked) return;
    if (remaining <= 600 && remaining > 60 && !warned.current.ten) {
      warned.current.ten = true;
      void message.warning(t('exam.warn10'));
    }
    if (remaining <= 60 && remaining > 0 && !warned.current.one) {
      warned.current.one = true;
      void message.warning(t('exam.warn1'));
    }
    if (remaining === 0 && !warned.current.ended) {
      warned.current.ended = true;
      // A moment past the server's deadline, so the server records it as submitted on timeout.
      window.setTimeout(() => void submit().catch(() => undefined), 2000);
    }
  }, [remaining, blocked, message, t, submit]);

  // Focus losses and screen switches, counted for the invigilator.
  useEffect(() => {
    if (ended) return;
    const onBlur = () => void examApi.focus(sheet.attemptId, 'blur').catch(() => undefined);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void examApi.focus(sheet.attemptId, 'hidden').catch(() => undefined);
    };
    window.addEventListener('blur', onBlur);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('blur', onBlur);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ended, sheet.attemptId]);

  const change = (questionId: number, answer: TQuestionAnswer) => {
    setAnswers((prev) => new Map(prev).set(questionId, answer));
    journal.record(String(questionId), answer);
  };

  const confirmSubmit = () => {
    const open = sheet.questions.filter((q) => !isAnswered(q.subject_type, answers.get(q.questionId))).length;
    modal.confirm({
      title: t('exam.submit'),
      content: open > 0 ? t('exam.unanswered', { count: open }) : t('exam.submitConfirm'),
      // Answers not saved yet: the page has said so; the dialog closes and the exam goes on.
      onOk: () => submit().catch(() => undefined),
      afterClose: () => endCard.current?.focus(),
    });
  };

  const endPath = competitionEndPath(pathname, sheet.exam.examId);
  if (ended && endPath) return <Navigate to={endPath} replace />;
  if (ended)
    return (
      <Card ref={endCard} tabIndex={-1} className="exam-end">
        <Result
          status="success"
          title={t('exam.finished')}
          subTitle={
            <Space direction="vertical">
              <ExamStatusTag status={status} />
              <span>{t('exam.finishedHint')}</span>
            </Space>
          }
          extra={
            <Button type="primary" onClick={() => navigate(studentExamHome(pathname))}>
              {t('exam.backToList')}
            </Button>
          }
        />
      </Card>
    );

  return (
    <AnsweringWorkspace
      heading={
        <Space>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {sheet.exam.title}
          </Typography.Title>
          <ExamStatusTag status={status} />
        </Space>
      }
      panels={
        <span>
          {t('exam.remaining')}:{' '}
          <Typography.Text
            strong
            data-testid="countdown"
            type={remaining !== null && remaining <= 600 ? 'danger' : undefined}
          >
            {remaining === null ? '--:--' : formatClock(remaining)}
          </Typography.Text>
        </span>
      }
      save={journal}
      submit={{ label: t('exam.submit'), onClick: confirmSubmit, disabled: blocked }}
      notices={
        <>
          {paused ? (
            <Alert type="warning" showIcon data-testid="paused-banner" message={t('exam.pausedBanner')} />
          ) : null}
          {locked ? <Alert type="error" showIcon data-testid="locked-banner" message={t('exam.lockedBanner')} /> : null}
        </>
      }
      questions={sheet.questions}
      answers={answers}
      disabled={blocked}
      onChange={change}
    />
  );
}

export function ExamAnswerPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const examId = Number(params.get('examId') ?? 0);
  const queryClient = useQueryClient();
  useDocumentTitle(t('exam.title'));
  const sheet = useQuery({
    queryKey: ['examSheet', examId],
    queryFn: () => examApi.sheet(examId),
    enabled: examId > 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
  if (sheet.isLoading) return <Skeleton active />;
  if (!sheet.data)
    return (
      <Result
        status="info"
        title={t('exam.finished')}
        extra={<Button onClick={() => navigate(studentExamHome(pathname))}>{t('exam.backToList')}</Button>}
      />
    );
  return (
    <div className="page-container">
      <ExamWorkspace
        key={sheet.data.attemptId}
        sheet={sheet.data}
        onResync={() => void queryClient.invalidateQueries({ queryKey: ['examSheet', examId] })}
      />
    </div>
  );
}
