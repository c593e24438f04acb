/**
 * /manage/manage/class_courses_list (part 2 §2.3): the school's classes with their course, teacher,
 * students and progress; a class opens its students on progress_score.
 */
import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { manageStatsApi, manageStatsKeys } from '../../api/manage-stats';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { ClassProgressTable } from './class-progress-table';

export function ClassCoursesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('manageStats.classCourses.title'));
  const query = useQuery({ queryKey: manageStatsKeys.classProgress, queryFn: manageStatsApi.classProgress });
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t('manageStats.classCourses.title')}
      </Typography.Title>
      <Card>
        <ClassProgressTable query={query} brief />
      </Card>
    </div>
  );
}
