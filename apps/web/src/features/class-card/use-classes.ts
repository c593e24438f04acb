/** The signed-in user's classes (a teacher's own, a student's joined, a manager's whole school). */
import { useQuery } from '@tanstack/react-query';
import { classApi } from '../../api/classes';
import { queryKeys } from '../../api/query-keys';

export function useClasses() {
  return useQuery({ queryKey: queryKeys.classResource, queryFn: classApi.classResource });
}
