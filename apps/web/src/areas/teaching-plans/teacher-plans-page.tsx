/**
 * /teacher/teaching/teachingPlan (our design, reached from the course settings of a class): the
 * teacher's own teaching plans, one per course and term, written and/or uploaded, and the school's
 * plans to read. The course settings are where a teacher looks after the course a class studies,
 * so the plan for that course and term is one step away from there.
 */
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import type { TPlanSummary } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, type FormInstance, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { teachingApi } from '../../api/teaching';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { FormModal, showSaveError } from '../../features/forms/form-modal';
import { schoolTime } from '../../shared/school-time';
import { serverPages, TableEmpty } from '../manage/list-states';
import {
  formValuesOf,
  PLAN_FIELDS,
  PlanDrawer,
  PlanFormFields,
  type PlanFormValues,
  planKeys,
  termLabel,
  usePlanOptions,
} from './plan-parts';

const PAGE_SIZE = 20;

/** The plan form in its modal: new (planId undefined) or an existing plan, loaded first. */
export function PlanEditor({
  open,
  planId,
  school,
  onClose,
}: {
  open: boolean;
  planId: number | undefined;
  school: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const options = usePlanOptions();
  const [form] = Form.useForm<PlanFormValues>();
  const existing = useQuery({
    queryKey: [...planKeys.all, 'detail', planId],
    queryFn: () => teachingApi.planDetail(planId ?? 0),
    enabled: open && planId !== undefined,
  });
  const ready = planId === undefined ? !!options.data : !!existing.data && !!options.data;
  const save = useMutation({
    mutationFn: (values: PlanFormValues) => {
      const body = {
        ...(planId ? { planId } : {}),
        courseId: values.courseId ? values.courseId : null,
        term: values.term,
        title: values.title,
        content: values.content ?? '',
        file: values.file ?? null,
      };
      return school ? teachingApi.saveSchoolPlan(body) : teachingApi.savePlan(body);
    },
    onSuccess: () => {
      void message.success(t('plans.saved'));
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
      onClose();
    },
    onError: (error) => showSaveError(form, error, t, 'content', PLAN_FIELDS),
  });
  return (
    <FormModal
      open={open && ready}
      title={t(planId ? 'plans.editPlan' : school ? 'plans.newSchoolPlan' : 'plans.newPlan')}
      form={form}
      name="plan"
      saving={save.isPending}
      onSave={(values) => save.mutate(values)}
      onClose={onClose}
    >
      <PlanFormInit form={form} values={formValuesOf(existing.data, options.data, school)} />
      <PlanFormFields options={options.data} school={school} />
    </FormModal>
  );
}

/** Sets the form's first values once it is on screen (the modal renders the form only while open). */
function PlanFormInit({ form, values }: { form: FormInstance<PlanFormValues>; values: PlanFormValues }) {
  const [first] = useState(values);
  useEffect(() => form.setFieldsValue(first), [form, first]);
  return null;
}

export function TeacherPlansPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
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
  const columns = [
    {
      title: t('plans.planTitle'),
      key: 'title',
      render: (_: unknown, p: TPlanSummary) => (
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => setOpened(p.planId)}>{p.title}</Typography.Link>
          <Space size={4} wrap>
            {p.scope === 'school' ? <Tag color="blue">{t('plans.scopes.school')}</Tag> : null}
            {p.fileName ? <Tag>{t('plans.hasFile')}</Tag> : null}
          </Space>
        </Space>
      ),
    },
    { title: t('plans.term'), key: 'term', render: (_: unknown, p: TPlanSummary) => termLabel(t, p.term) },
    {
      title: t('plans.course'),
      key: 'course',
      responsive: ['md' as const],
      render: (_: unknown, p: TPlanSummary) => p.courseName ?? t('plans.noCourse'),
    },
    {
      title: t('plans.updated'),
      key: 'updated',
      responsive: ['lg' as const],
      render: (_: unknown, p: TPlanSummary) => schoolTime(p.updateTime).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('plans.actions'),
      key: 'actions',
      render: (_: unknown, p: TPlanSummary) => (
        <Space wrap size={4}>
          <Button size="small" type="link" onClick={() => setOpened(p.planId)}>
            {t('plans.open')}
          </Button>
          {p.editable ? (
            <>
              <Button size="small" type="link" onClick={() => setEditing({ planId: p.planId })}>
                {t('plans.edit')}
              </Button>
              <Button
                size="small"
                type="link"
                danger
                onClick={() =>
                  modal.confirm({
                    title: t('plans.deleteConfirm', { title: p.title }),
                    okButtonProps: { danger: true },
                    onOk: () => remove.mutateAsync(p.planId),
                  })
                }
              >
                {t('plans.delete')}
              </Button>
            </>
          ) : null}
        </Space>
      ),
    },
  ];
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
