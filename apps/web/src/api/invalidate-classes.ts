/** After a class changes (created, renamed, closed, students added or removed): every view of classes reloads. */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

const CLASS_VIEWS = [
  queryKeys.classResource,
  queryKeys.managedClasses,
  queryKeys.classDetail,
  queryKeys.courseHome,
  queryKeys.lessonSet,
  queryKeys.teacherClasses,
  queryKeys.adminTeachers,
  queryKeys.adminStudents,
  queryKeys.adminClasses,
  queryKeys.adminAudit,
];

export function invalidateClassViews(queryClient: QueryClient): void {
  for (const queryKey of CLASS_VIEWS) void queryClient.invalidateQueries({ queryKey });
}
