/**
 * The course card of the teacher's current teaching class (getNowClassId, classType 0), or the
 * first card when none is chosen; undefined for a teacher without classes.
 */

import type { TCourseClassEntry } from '@lingua/contracts';
import { TEACHING_CLASS_TYPE } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { classApi } from '../../api/classes';
import { courseApi } from '../../api/courses';
import { queryKeys } from '../../api/query-keys';

export function useCurrentCourse(): TCourseClassEntry | undefined {
  const home = useQuery({ queryKey: queryKeys.courseHome, queryFn: courseApi.teacherLessonIndex });
  const now = useQuery({
    queryKey: [...queryKeys.nowClass, TEACHING_CLASS_TYPE],
    queryFn: () => classApi.nowClass(TEACHING_CLASS_TYPE),
  });
  const entries = home.data ?? [];
  return entries.find((e) => e.classId === now.data?.classId) ?? entries[0];
}
