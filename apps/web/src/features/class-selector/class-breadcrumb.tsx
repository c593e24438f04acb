/**
 * The breadcrumb block of teacher pages (part 2 §2.11, §4): where the page is, then the teacher
 * selector (school managers only) and the class selector.
 */
import { Breadcrumb, Flex, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClassChoice } from './use-class-choice';

export interface Crumb {
  title: string;
  path?: string;
}

export function ClassBreadcrumb({
  crumbs,
  choice,
  extra,
}: {
  crumbs: Crumb[];
  choice: ClassChoice;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Flex justify="space-between" align="center" wrap gap={12} className="page-title" data-testid="class-breadcrumb">
      <Breadcrumb items={crumbs.map((c) => ({ title: c.path ? <Link to={c.path}>{c.title}</Link> : c.title }))} />
      <Space wrap>
        {choice.isManager ? (
          <Space size={6}>
            <Typography.Text type="secondary">{t('classSelector.teacher')}</Typography.Text>
            <Select<number>
              value={choice.teacherId ?? undefined}
              placeholder={t('classSelector.chooseTeacher')}
              aria-label={t('classSelector.chooseTeacher')}
              style={{ minWidth: 160 }}
              loading={choice.loading}
              showSearch
              optionFilterProp="label"
              onChange={choice.chooseTeacher}
              options={choice.teachers.map((teacher) => ({ value: teacher.userId, label: teacher.name }))}
            />
          </Space>
        ) : null}
        <Space size={6}>
          <Typography.Text type="secondary">{t('classSelector.class')}</Typography.Text>
          <Select<number>
            value={choice.classId ?? undefined}
            placeholder={
              choice.loading || choice.classes.length > 0
                ? t('classSelector.chooseClass')
                : t('classSelector.noClasses')
            }
            aria-label={t('classSelector.chooseClass')}
            style={{ minWidth: 220 }}
            loading={choice.loading}
            onChange={choice.chooseClass}
            options={choice.classes.map((c) => ({ value: c.classId, label: c.className }))}
          />
        </Space>
        {extra}
      </Space>
    </Flex>
  );
}
