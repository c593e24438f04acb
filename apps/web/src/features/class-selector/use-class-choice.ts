/**
 * The class (and, for a school manager, the teacher) a teacher page works on (part 2 §4). The
 * current class comes from the server (getNowClassId) and every choice is saved there
 * (updateDefaultSelect), so all pages and devices open on it. Choosing a teacher reloads that
 * teacher's classes; the first teacher or class is chosen by default.
 */
import type { TClassSummary } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { classApi } from '../../api/classes';
import { queryKeys } from '../../api/query-keys';
import { StorageKey } from '../../session/keys';
import { isManager } from '../../session/roles';
import { readItem, writeItem } from '../../session/storage';
import { useSession } from '../../session/store';

export interface ClassChoice {
  isManager: boolean;
  teachers: { userId: number; name: string }[];
  teacherId: number | null;
  chooseTeacher: (teacherId: number) => void;
  classes: TClassSummary[];
  classId: number | null;
  chooseClass: (classId: number) => void;
  loading: boolean;
}

export function useClassChoice(classType = 0): ClassChoice {
  const queryClient = useQueryClient();
  const info = useSession((s) => s.loginInfo);
  const manager = isManager(info);
  const [storedTeacher, setStoredTeacher] = useState(() => Number(readItem('session', StorageKey.selectedTeacher)));

  const teachers = useQuery({
    queryKey: queryKeys.schoolTeachers,
    queryFn: classApi.teacherNameList,
    enabled: manager,
  });
  const teacherList = teachers.data ?? [];
  // The stored choice, else the first teacher (the server lists those with classes first).
  const teacherId = manager
    ? (teacherList.find((t) => t.userId === storedTeacher)?.userId ?? teacherList[0]?.userId ?? null)
    : null;

  const classes = useQuery({
    queryKey: manager ? [...queryKeys.teacherClasses, teacherId] : queryKeys.classResource,
    queryFn: () => (manager ? classApi.teacherClassList(teacherId ?? 0) : classApi.classResource()),
    enabled: !manager || teacherId !== null,
  });
  const now = useQuery({ queryKey: [...queryKeys.nowClass, classType], queryFn: () => classApi.nowClass(classType) });
  const classList = classes.data ?? [];
  const saved = now.data?.classId ?? null;
  const classId = classList.find((c) => c.classId === saved)?.classId ?? classList[0]?.classId ?? null;

  const save = useMutation({
    mutationFn: (id: number) => classApi.updateDefaultSelect(classType, id),
    onSuccess: (data) => queryClient.setQueryData([...queryKeys.nowClass, classType], data),
  });

  return {
    isManager: manager,
    teachers: teacherList,
    teacherId,
    chooseTeacher: (id) => {
      writeItem('session', StorageKey.selectedTeacher, String(id));
      setStoredTeacher(id);
    },
    classes: classList,
    classId,
    chooseClass: (id) => save.mutate(id),
    loading: teachers.isLoading || classes.isLoading || now.isLoading,
  };
}
