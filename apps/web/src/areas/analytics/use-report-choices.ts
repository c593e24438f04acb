/**
 * The report's choices live in the address, so a link opens a class (and a training or period)
 * and a reload keeps them: ?classId=&trainingId=&range=. The class is one of the user's classes
 * (a teacher's own, a manager's school's), the first when the address names none of them.
 */
import { LearningRanges, type TClassSummary, type TLearningRange } from '@lingua/contracts';
import { useSearchParams } from 'react-router';
import { useClasses } from '../../features/class-card/use-classes';

export interface ReportChoices {
  classes: TClassSummary[];
  classesLoading: boolean;
  classesFailed: boolean;
  retryClasses: () => void;
  classId: number | null;
  trainingId: number | null;
  range: TLearningRange;
  chooseClass: (classId: number) => void;
  chooseTraining: (trainingId: number | null) => void;
  chooseRange: (range: TLearningRange) => void;
}

const positive = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function useReportChoices(): ReportChoices {
  const [params, setParams] = useSearchParams();
  const classes = useClasses();
  const list = classes.data ?? [];
  const named = positive(params.get('classId'));
  const classId = list.find((c) => c.classId === named)?.classId ?? list[0]?.classId ?? null;
  const rangeParam = params.get('range');
  const range = LearningRanges.find((r) => r === rangeParam) ?? '7d';

  const change = (patch: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    classes: list,
    classesLoading: classes.isLoading,
    classesFailed: classes.isError,
    retryClasses: () => void classes.refetch(),
    classId,
    trainingId: positive(params.get('trainingId')),
    range,
    // A training belongs to the class it was chosen in: another class starts from all trainings.
    chooseClass: (id) => change({ classId: String(id), trainingId: null }),
    chooseTraining: (id) => change({ trainingId: id === null ? null : String(id) }),
    chooseRange: (r) => change({ range: r }),
  };
}
