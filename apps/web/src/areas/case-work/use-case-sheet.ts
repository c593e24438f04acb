/**
 * A comprehensive case as its own pages read it: the answer sheet (which opens or resumes the one
 * draft attempt) with, per link, its tasks, how many are answered and whether it is done, open or
 * still locked behind an earlier link (the server's rule, caseLinkLocked), and the case's submission.
 */
import type { TAnswerSheet } from '@lingua/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { trainingApi } from '../../api/trainings';
import { trainingHref } from '../../features/trainings/use-training-route';

export function useCaseSheet(classId: number | null, trainingId: number | null, enabled = true) {
  return useQuery({
    queryKey: ['caseSheet', classId, trainingId],
    queryFn: () => trainingApi.answerSheet(classId ?? 0, trainingId ?? 0),
    enabled: enabled && classId !== null && trainingId !== null,
    retry: false,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}

/** Submits the whole case (every link done) after a confirmation, then opens its finished report. */
export function useSubmitCase(sheet: TAnswerSheet | undefined) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const submit = useMutation({
    mutationFn: (attemptId: number) => trainingApi.submit(attemptId),
    onSuccess: (r) => {
      if (!sheet) return;
      navigate(
        trainingHref('multiple', 'finished', {
          classId: sheet.classId,
          trainingId: sheet.trainingId,
          attemptId: r.attemptId,
        }),
      );
    },
  });
  return {
    pending: submit.isPending,
    start: () => {
      if (!sheet) return;
      modal.confirm({
        title: t('caseWork.submitCase'),
        content: t('caseWork.submitCaseConfirm'),
        onOk: () => submit.mutateAsync(sheet.attempt.attemptId),
      });
    },
  };
}
