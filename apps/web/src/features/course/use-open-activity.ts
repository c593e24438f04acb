/**
 * Opening a course activity, the one way every page does it (course page, the home's "continue",
 * a report's "next activity"): the server checks the step order and marks it in progress, then the
 * activity's training opens on its answer page.
 */
import { isOpenKind, type TActivityKind, TrainingKinds, type TTrainingKind } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { trainingApi } from '../../api/trainings';
import { trainingHref } from '../trainings/use-training-route';

/** Whether this kind of activity opens a training the platform has open (others show as text). */
export function canOpenActivityKind(kind: TActivityKind): boolean {
  return (TrainingKinds as readonly string[]).includes(kind) && isOpenKind(kind as TTrainingKind);
}

export function useOpenActivity() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ classId, activityId }: { classId: number; activityId: number }) => {
      const opened = await trainingApi.openActivity(classId, activityId);
      navigate(trainingHref(opened.kind, 'answer', { classId, trainingId: opened.trainingId }));
    },
  });
}
