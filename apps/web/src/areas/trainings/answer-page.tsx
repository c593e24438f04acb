/**
 * The answer page of every training kind (one page for the whole family; the kind comes from the
 * route table and the training), on the shared answering workspace and answer journal
 * (features/answering): this page adds the background with its listening rules, the timer and its
 * warnings, spoken questions, the submission checks and the leave-page confirmation.
 */
import {
  QuestionTypeCodes as C,
  containsChinese,
  countWords,
  isAnswered,
  SpokenTypes,
  type TAnswerSheet,
  type TQuestionAnswer,
} from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useBlocker, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import { trainingApi } from '../../api/trainings';
import { AnsweringWorkspace } from '../../features/answering/answering-workspace';
import { useAnswerJournal } from '../../features/answering/use-answer-journal';
import { useSaveBeforeSubmit } from '../../features/answering/use-save-before-submit';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { SpeakingContext, type SpeakingScope } from '../../features/speaking/speaking-context';
import { SpokenQuestion } from '../../features/speaking/spoken-question';
import { useAttemptRecordings } from '../../features/speaking/use-attempt-recordings';
import { useRecordingGuard, useRecordingRefusals } from '../../features/speaking/use-recording-refusals';
import { BackgroundViewer, type MediaHooks } from '../../features/trainings/background-viewer';
import { caseHref } from '../../features/trainings/case-paths';
import { formatDuration } from '../../features/trainings/report-view';
import { trainingHref, useTrainingRoute } from '../../features/trainings/use-training-route';
import { schoolTime } from '../../shared/school-time';
import { TrainingBreadcrumb } from './training-breadcrumb';

const SAVE_DELAY = 600;

/** `link`: a comprehensive case's link, whose tasks alone the page shows; finishing them leads to the link's finished page. */
function AnswerWorkspace({ sheet, link = null }: { sheet: TAnswerSheet; link?: number | null }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const attemptId = sheet.attempt.attemptId;
  // Numbers from the clock: above any this attempt had on another device or before a cleared storage.
  const [initialSeq] = useState(() => Date.now());
  const journal = useAnswerJournal<TQuestionAnswer, { savedAt: string }>({
    storageKey: `lingua.answers.training.${attemptId}`,
    initialSeq,
    delayMs: SAVE_DELAY,
    send: (questionId, answer, seq) => trainingApi.saveAnswer(attemptId, Number(questionId), answer, seq),
    savedAt: (ack) => ack.savedAt,
    onRefused: (error) => void message.error(error.message),
  });
  // The journal's actions keep their identity; callbacks built on them stay put while it saves.
  const { flush: sendAnswers, clear: forgetAnswers } = journal;
  const saveBeforeSubmit = useSaveBeforeSubmit(sendAnswers);
  const [answers, setAnswers] = useState(() => {
    const map = new Map<number, TQuestionAnswer>(sheet.attempt.answers.map((a) => [a.questionId, a.answer]));
    // Entries still in the journal (a failed save, a closed tab) are newer than the server's copy.
    for (const [id, a] of journal.pendingValues()) map.set(Number(id), a);
    return map;
  });
  const [media, setMedia] = useState(
    () => new Map(sheet.attempt.media.map((m) => [m.index, { plays: m.plays, fullyPlayed: m.fullyPlayed }])),
  );
  const done = useRef(false);
  const submitting = useRef(false);
  // Speaking: the attempt's recordings and their scoring jobs, and the recording rules.
  const spoken = sheet.questions.some((q) => SpokenTypes.includes(q.subject_type));
  const recordings = useAttemptRecordings(attemptId, spoken);
  useRecordingRefusals();
  const recordingGuard = useRecordingGuard();
  const speakingScope = useMemo<SpeakingScope>(
    () => ({
      classId: sheet.classId,
      trainingId: sheet.trainingId,
      attemptId,
      recordings: recordings.list,
      recorded: (questionId, answer) => setAnswers((prev) => new Map(prev).set(questionId, answer)),
      refresh: recordings.refresh,
    }),
    [sheet.classId, sheet.trainingId, attemptId, recordings.list, recordings.refresh],
  );

  const change = (questionId: number, answer: TQuestionAnswer) => {
    setAnswers((prev) => new Map(prev).set(questionId, answer));
    journal.record(String(questionId), answer);
  };
  // Leaving sends what waits; what cannot be sent stays in this browser and goes on the next visit.
  const flushQuietly = useCallback(() => sendAnswers().catch(() => undefined), [sendAnswers]);

  // Leaving the page asks first (students only, part 1 §5); a reload or a closed tab too.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !done.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('training.leaveTitle'),
      content: t('training.leaveConfirm'),
      onOk: async () => {
        await flushQuietly();
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t, flushQuietly]);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (done.current) return;
      void flushQuietly();
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [flushQuietly]);

  /** Submits once every answer is on the server; at time up, answers the server refuses cannot wait. */
  const finish = useCallback(
    async (timeUp = false) => {
      if (submitting.current) return;
      submitting.current = true;
      try {
        await saveBeforeSubmit({ passRefused: timeUp });
        await trainingApi.submit(attemptId);
        forgetAnswers();
        done.current = true;
        navigate(
          trainingHref(sheet.kind, 'report', { classId: sheet.classId, trainingId: sheet.trainingId, attemptId }),
        );
      } catch {
        submitting.current = false;
      }
    },
    [attemptId, saveBeforeSubmit, forgetAnswers, navigate, sheet],
  );

  const shown = link === null ? sheet.questions : sheet.questions.filter((q) => q.link === link);
  // Numbers as the page shows them (a link's tasks count from 1).
  const numbersOf = (ids: number[]) => ids.map((id) => shown.findIndex((q) => q.questionId === id) + 1).join(', ');
  const currentLink = link === null ? undefined : sheet.links?.[link];

  /** A comprehensive case's link is finished when each of its tasks is answered and saved. */
  const finishLink = async () => {
    if (link === null || recordingGuard()) return;
    const open = shown.filter((q) => !isAnswered(q.subject_type, answers.get(q.questionId)));
    if (open.length > 0)
      return void message.warning(t('caseWork.linkUnfinished', { list: numbersOf(open.map((q) => q.questionId)) }));
    try {
      await saveBeforeSubmit();
    } catch {
      return;
    }
    done.current = true;
    navigate(caseHref('linkFinished', { classId: sheet.classId, trainingId: sheet.trainingId, link }));
  };

  const submit = () => {
    if (recordingGuard()) return;
    const short: number[] = [];
    const chineseBad: number[] = [];
    const chineseMissing: number[] = [];
    for (const q of sheet.questions) {
      const text = answers.get(q.questionId)?.stu_answer;
      if (q.subject_type !== C.writing || typeof text !== 'string') continue;
      const c = (q.content ?? {}) as { minWords?: number; language?: 'en' | 'cn' };
      if (text.trim() !== '' && countWords(text) < (c.minWords ?? 0)) short.push(q.questionId);
      if (c.language === 'en' && containsChinese(text)) chineseBad.push(q.questionId);
      if (c.language === 'cn' && text.trim() !== '' && !containsChinese(text)) chineseMissing.push(q.questionId);
    }
    const missing = sheet.questions
      .filter((q) => (q.content as { attachment?: string } | null)?.attachment === 'required')
      .filter((q) => (answers.get(q.questionId)?.attachments?.length ?? 0) === 0)
      .map((q) => q.questionId);
    if (missing.length > 0) return void message.warning(t('training.attachmentMissing', { list: numbersOf(missing) }));
    if (short.length > 0) return void message.warning(t('training.minWordsNotReached', { list: numbersOf(short) }));
    if (chineseBad.length > 0)
      return void message.warning(t('training.chineseNotAllowed', { list: numbersOf(chineseBad) }));
    if (chineseMissing.length > 0)
      return void message.warning(t('training.chineseRequired', { list: numbersOf(chineseMissing) }));
    const open = sheet.questions.filter((q) => !isAnswered(q.subject_type, answers.get(q.questionId)));
    modal.confirm({
      title: t('training.submitConfirmTitle'),
      content:
        open.length > 0
          ? t('training.submitUnfinished', { n: open.length, list: numbersOf(open.map((q) => q.questionId)) })
          : t('training.submitConfirm'),
      onOk: () => finish(),
    });
  };

  // Timer: the server's clock, warnings at 10 minutes and 1 minute, submission at zero.
  const limit = sheet.settings.timeLimitMinutes;
  const offset = useMemo(() => Date.parse(sheet.attempt.now) - Date.now(), [sheet.attempt.now]);
  const endsAt = limit ? Date.parse(sheet.attempt.startedAt) + limit * 60_000 : null;
  const [left, setLeft] = useState<number | null>(endsAt ? Math.max(0, endsAt - (Date.now() + offset)) : null);
  const warned = useRef({ ten: false, one: false });
  useEffect(() => {
    if (!endsAt) return;
    const timer = window.setInterval(() => {
      const ms = Math.max(0, endsAt - (Date.now() + offset));
      setLeft(ms);
      if (ms <= 600_000 && ms > 60_000 && !warned.current.ten) {
        warned.current.ten = true;
        void message.warning(t('training.tenMinutes'));
      }
      if (ms <= 60_000 && ms > 0 && !warned.current.one) {
        warned.current.one = true;
        void message.warning(t('training.oneMinute'));
      }
      if (ms === 0 && !done.current) {
        window.clearInterval(timer);
        void message.info(t('training.timeUp'));
        void finish(true);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt, offset, finish, message, t]);

  const rules = sheet.settings.listening;
  const audioIndexes = sheet.background.flatMap((b, i) => (b.displayType === 3 ? [i] : []));
  const blocked = Boolean(rules?.blockAnswerUntilEnd) && audioIndexes.some((i) => !media.get(i)?.fullyPlayed);
  const hooks: MediaHooks = {
    rules,
    state: media,
    onPlay: async (index) => {
      try {
        const r = await trainingApi.media(attemptId, index, 'play');
        setMedia((prev) => new Map(prev).set(index, { plays: r.plays, fullyPlayed: r.fullyPlayed }));
        return true;
      } catch (error) {
        if (error instanceof ApiError) void message.warning(error.message);
        return false;
      }
    },
    onEnded: (index) => {
      void trainingApi
        .media(attemptId, index, 'ended')
        .then((r) => setMedia((prev) => new Map(prev).set(index, { plays: r.plays, fullyPlayed: r.fullyPlayed })))
        .catch(() => undefined);
    },
  };

  return (
    <SpeakingContext.Provider value={speakingScope}>
      <AnsweringWorkspace
        heading={
          <Space direction="vertical" size={4}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {sheet.title}
            </Typography.Title>
            {currentLink ? (
              <Typography.Text data-testid="case-link-heading">
                <Typography.Text strong>
                  {t('caseWork.linkNo', { n: currentLink.index + 1 })} · {currentLink.title}
                </Typography.Text>
                <Typography.Text type="secondary"> — {currentLink.brief}</Typography.Text>
              </Typography.Text>
            ) : null}
            <Typography.Text type="secondary">
              {sheet.intro} · {t('training.fullMark', { n: sheet.fullMark })}
              {sheet.deadline
                ? ` · ${t('training.deadline', { time: schoolTime(sheet.deadline).format('YYYY-MM-DD HH:mm') })}`
                : ''}
            </Typography.Text>
          </Space>
        }
        panels={
          left !== null ? (
            <Tag color={left <= 600_000 ? 'red' : 'default'} data-testid="timer">
              {t('training.timeLeft', { time: formatDuration(Math.round(left / 1000)) })}
            </Tag>
          ) : null
        }
        save={journal}
        submit={
          link === null
            ? { label: t('training.submit'), onClick: submit }
            : { label: t('caseWork.finishLink'), onClick: () => void finishLink() }
        }
        notices={blocked ? <Alert type="warning" showIcon message={t('training.mustListen')} /> : null}
        background={
          sheet.background.length > 0
            ? { label: t('training.background'), content: <BackgroundViewer items={sheet.background} media={hooks} /> }
            : undefined
        }
        questions={shown}
        answers={answers}
        disabled={blocked}
        onChange={change}
        renderSpecial={(q) =>
          SpokenTypes.includes(q.subject_type) ? (
            <SpokenQuestion
              questionId={q.questionId}
              subjectType={q.subject_type}
              stem={q.stem}
              content={q.content}
              answer={answers.get(q.questionId) ?? {}}
              disabled={blocked}
              onChange={(a) => change(q.questionId, a)}
            />
          ) : undefined
        }
      />
    </SpeakingContext.Provider>
  );
}

export function TrainingAnswerPage() {
  const { t } = useTranslation();
  const { kind, classId, trainingId } = useTrainingRoute();
  const [params] = useSearchParams();
  const linkParam = params.get('link');
  const link = linkParam !== null && /^\d{1,2}$/.test(linkParam) ? Number(linkParam) : null;
  const sheet = useQuery({
    queryKey: [...queryKeys.answerSheet, classId, trainingId],
    queryFn: () => trainingApi.answerSheet(classId ?? 0, trainingId ?? 0),
    enabled: classId !== null && trainingId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });
  useDocumentTitle(sheet.data?.title ?? t('training.family.answer'));
  const shownKind = sheet.data?.kind ?? kind ?? 'practicalSkill';
  return (
    <div className="page-container">
      <TrainingBreadcrumb kind={shownKind} family="answer" />
      {classId === null || trainingId === null ? (
        <Empty description={t('training.missingParams')} />
      ) : sheet.isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : sheet.error ? (
        <Alert type="error" showIcon message={sheet.error.message} />
      ) : sheet.data &&
        (sheet.data.links?.length ?? 0) > 0 &&
        (link === null || link >= (sheet.data.links?.length ?? 0)) ? (
        // A comprehensive case is answered one link at a time, chosen on its main page.
        <Navigate replace to={caseHref('main', { classId, trainingId })} />
      ) : sheet.data ? (
        <AnswerWorkspace key={`${sheet.data.attempt.attemptId}-${link}`} sheet={sheet.data} link={link} />
      ) : null}
    </div>
  );
}
