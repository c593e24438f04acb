/**
 * /manage/manage/teacher_building_courses (part 2 §2.5): the school's built courses with their
 * teacher, status, size, the classes using them and when they changed; each opens its preview.
 */
import type { TSchoolBuiltCourse } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { builderKeys, courseBuilderApi } from '../../api/course-builder';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { TableEmpty } from '../manage/list-states';
import { PREVIEW_PATH, StatusTag } from './builder-index-page';

export function ManageBuiltCoursesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('builder.manageTitle'));
  const list = useQuery({ queryKey: builderKeys.school, queryFn: courseBuilderApi.school });
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t('builder.manageTitle')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('builder.manageIntro')}</Typography.Paragraph>
      <Card>
        <Table<TSchoolBuiltCourse>
          rowKey="courseId"
          loading={list.isLoading}
          dataSource={list.data ?? []}
          scroll={{ x: 900 }}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{
            emptyText: (
              <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} text={t('builder.manageEmpty')} />
            ),
          }}
          columns={[
            {
              title: t('builder.course'),
              dataIndex: 'courseName',
              render: (name: string, row) => (
                <Space direction="vertical" size={0}>
                  <Link to={`${PREVIEW_PATH}?courseId=${row.courseId}`}>{name}</Link>
                  {row.copiedFromName && (
                    <Typography.Text type="secondary">
                      {t('builder.copiedFrom', { name: row.copiedFromName })}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            { title: t('builder.teacher'), dataIndex: 'teacherName' },
            {
              title: t('builder.status'),
              dataIndex: 'status',
              render: (s: TSchoolBuiltCourse['status']) => <StatusTag status={s} />,
            },
            {
              title: t('builder.size'),
              key: 'size',
              render: (_, row) =>
                `${t('builder.chapters', { count: row.chapterCount })} · ${t('builder.activities', { count: row.activityCount })}`,
            },
            {
              title: t('builder.usedBy'),
              dataIndex: 'classNames',
              render: (names: string[]) => names.join('、') || '—',
            },
            {
              title: t('builder.updatedAt'),
              dataIndex: 'updateTime',
              render: (time: string) => new Date(time).toLocaleString(),
            },
            {
              title: t('builder.preview'),
              key: 'preview',
              render: (_, row) => <Link to={`${PREVIEW_PATH}?courseId=${row.courseId}`}>{t('builder.preview')}</Link>,
            },
          ]}
        />
      </Card>
    </div>
  );
}
