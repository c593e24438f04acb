/**
 * /manage/manage/teachingPlan (part 2 §2.3): every teaching plan of the school, filtered by term,
 * course, teacher and kind; the manager opens any of them and writes, changes and deletes the
 * school's own plans.
 */
import { PlusOutlined } from '@ant-design/icons';
import type { TPlanScope } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teachingApi } from '../../api/teaching';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { serverPages, TableEmpty } from '../manage/list-states';
import { usePlanColumns } from './plan-columns';
import { PlanEditor } from './plan-editor';
import { PlanDrawer, planKeys, termLabel, usePlanOptions } from './plan-parts';

const PAGE_SIZE = 20;

interface Filter {
  term?: string;
  courseId?: number;
  authorId?: number;
  scope?: TPlanScope;
}

export function ManagePlansPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  useDocumentTitle(t('plans.title'));
  const options = usePlanOptions();
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ planId?: number } | undefined>();
  const [opened, setOpened] = useState<number | undefined>();
  const list = useQuery({
    queryKey: [...planKeys.all, 'school', filter, page],
    queryFn: () => teachingApi.schoolPlans({ ...filter, pageNum: page, pageSize: PAGE_SIZE }),
  });
  const remove = useMutation({
    mutationFn: (planId: number) => teachingApi.deleteSchoolPlan(planId),
    onSuccess: () => {
      void message.success(t('plans.deleted'));
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
    },
  });
  const change = (next: Filter) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };
  const filtered = Object.values(filter).some((v) => v !== undefined);

  const columns = usePlanColumns({
    onOpen: setOpened,
    onEdit: (planId) => setEditing({ planId }),
    onDelete: (planId) => remove.mutateAsync(planId),
    showAuthor: true,
  });

  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('plans.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('plans.newSchoolPlan')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('plans.manageIntro')}</Typography.Paragraph>
      <Card>
        <Flex wrap gap={12} style={{ marginBottom: 16 }}>
          <Select
            allowClear
            aria-label={t('plans.term')}
            placeholder={t('plans.allTerms')}
            style={{ minWidth: 220 }}
            value={filter.term}
            onChange={(term) => change({ term })}
            options={(options.data?.terms ?? []).map((x) => ({ value: x, label: termLabel(t, x) }))}
          />
          <Select
            allowClear
            aria-label={t('plans.course')}
            placeholder={t('plans.allCourses')}
            style={{ minWidth: 200 }}
            value={filter.courseId}
            onChange={(courseId) => change({ courseId })}
            options={(options.data?.courses ?? []).map((c) => ({ value: c.courseId, label: c.name }))}
          />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            aria-label={t('plans.author')}
            placeholder={t('plans.allAuthors')}
            style={{ minWidth: 160 }}
            value={filter.authorId}
            onChange={(authorId) => change({ authorId })}
            options={(options.data?.authors ?? []).map((a) => ({ value: a.userId, label: a.name }))}
          />
          <Select
            allowClear
            aria-label={t('plans.scope')}
            placeholder={t('plans.allScopes')}
            style={{ minWidth: 140 }}
            value={filter.scope}
            onChange={(scope) => change({ scope })}
            options={(['teacher', 'school'] as const).map((s) => ({ value: s, label: t(`plans.scopes.${s}`) }))}
          />
        </Flex>
        <Table
          rowKey="planId"
          loading={list.isLoading}
          dataSource={list.data?.list ?? []}
          columns={columns}
          pagination={serverPages(page, PAGE_SIZE, list.data?.total ?? 0, setPage)}
          locale={{
            emptyText: (
              <TableEmpty
                failed={list.isError}
                onRetry={() => void list.refetch()}
                text={t(filtered ? 'plans.emptyFiltered' : 'plans.empty')}
              />
            ),
          }}
        />
      </Card>
      <PlanEditor open={editing !== undefined} planId={editing?.planId} school onClose={() => setEditing(undefined)} />
      <PlanDrawer planId={opened} onClose={() => setOpened(undefined)} />
    </div>
  );
}
