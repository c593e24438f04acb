/**
 * /teacher/teaching/teachingPlan (our design, reached from the course settings of a class): the
 * teacher's own teaching plans, one per course and term, written and/or uploaded, and the school's
 * plans to read. The course settings are where a teacher looks after the course a class studies,
 * so the plan for that course and term is one step away from there.
 */
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { teachingApi } from '../../api/teaching';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { serverPages, TableEmpty } from '../manage/list-states';
import { usePlanColumns } from './plan-columns';
import { PlanEditor } from './plan-editor';
import { PlanDrawer, planKeys, termLabel, usePlanOptions } from './plan-parts';

const PAGE_SIZE = 20;

export function TeacherPlansPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  useDocumentTitle(t('plans.teacherTitle'));
  const options = usePlanOptions();
  const [term, setTerm] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ planId?: number } | undefined>();
  const [opened, setOpened] = useState<number | undefined>();
  const list = useQuery({
    queryKey: [...planKeys.all, 'mine', term, page],
    queryFn: () => teachingApi.myPlans({ term, pageNum: page, pageSize: PAGE_SIZE }),
  });
  const remove = useMutation({
    mutationFn: (planId: number) => teachingApi.deletePlan(planId),
    onSuccess: () => {
      void message.success(t('plans.deleted'));
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
    },
  });
  const columns = usePlanColumns({
    onOpen: setOpened,
    onEdit: (planId) => setEditing({ planId }),
    onDelete: (planId) => remove.mutateAsync(planId),
    showAuthor: false,
  });
  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Space align="center">
          <Link to="/teacher/teaching/courseSetting" aria-label={t('plans.back')}>
            <Button icon={<ArrowLeftOutlined />} aria-label={t('plans.back')} />
          </Link>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('plans.teacherTitle')}
          </Typography.Title>
        </Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          {t('plans.newPlan')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('plans.teacherIntro')}</Typography.Paragraph>
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <Select
            allowClear
            placeholder={t('plans.allTerms')}
            style={{ minWidth: 240 }}
            value={term}
            onChange={(v) => {
              setTerm(v);
              setPage(1);
            }}
            options={(options.data?.terms ?? []).map((x) => ({ value: x, label: termLabel(t, x) }))}
          />
        </Space>
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
                text={t(term ? 'plans.emptyFiltered' : 'plans.empty')}
              />
            ),
          }}
        />
      </Card>
      <PlanEditor
        open={editing !== undefined}
        planId={editing?.planId}
        school={false}
        onClose={() => setEditing(undefined)}
      />
      <PlanDrawer planId={opened} onClose={() => setOpened(undefined)} />
    </div>
  );
}
