/** A comprehensive case read for a try-out: the teacher's training preview (answer keys included), its links and their tasks. */
import type { TPreviewQuestion, TTrainingPreview } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { trainingApi } from '../../../api/trainings';

export interface TryLink {
  index: number;
  title: string;
  brief: string;
  tasks: TPreviewQuestion[];
}

export function linksOf(preview: TTrainingPreview): TryLink[] {
  return preview.links.map((l, index) => ({
    index,
    title: l.title,
    brief: l.brief,
    tasks: preview.questions.filter((q) => q.link === index),
  }));
}

export function useCasePreview(trainingId: number) {
  return useQuery({
    queryKey: ['training', 'preview', trainingId],
    queryFn: () => trainingApi.preview(trainingId),
    retry: false,
  });
}
