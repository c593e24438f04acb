/**
 * The courses a teacher may give a class (their school's and the platform's), each with its
 * chapter count; placed in a Form.Item, which hands it value and onChange.
 */
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { classApi } from '../../api/classes';
import { queryKeys } from '../../api/query-keys';

export function CourseSelect({
  enabled,
  ...props
}: { enabled: boolean } & Omit<SelectProps<number>, 'options' | 'loading'>) {
  const { t } = useTranslation();
  const lessons = useQuery({ queryKey: queryKeys.teacherLessons, queryFn: classApi.teacherLessonList, enabled });
  return (
    <Select<number>
      loading={lessons.isLoading}
      placeholder={t('classManage.coursePlaceholder')}
      options={(lessons.data ?? []).map((l) => ({
        value: l.courseId,
        label: `${l.courseName}${l.isBuilt ? ` (${t('builder.builtTag')})` : ''} · ${t('classManage.chapters', { count: l.chapterCount })}`,
      }))}
      {...props}
    />
  );
}
