/**
 * The pieces both plan pages share (the teacher's and the manager's): the term in words, the plan
 * form (course, term, title, rich text and a document), the plan as read in a drawer, and the
 * queries' keys.
 */
import { DeleteOutlined, FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { PLAN_FILE_MAX_MB, TERM_PATTERN, type TPlan, type TPlanFile, type TPlanOptions } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  Result,
  Select,
  Skeleton,
  Space,
  Tag,
  Upload,
} from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { teachingApi } from '../../api/teaching';
import { RichTextEditor } from '../../features/rich-text/rich-text-editor';
import { RichTextView } from '../../features/rich-text/rich-text-view';
import { schoolTime } from '../../shared/school-time';

export const planKeys = {
  all: ['teachingPlans'] as const,
  options: ['teachingPlans', 'options'] as const,
};

export function termLabel(t: TFunction, term: string): string {
  const m = TERM_PATTERN.exec(term);
  if (!m) return term;
  return t(m[3] === '1' ? 'plans.termFirst' : 'plans.termSecond', { from: m[1], to: m[2] });
}

export const usePlanOptions = () => useQuery({ queryKey: planKeys.options, queryFn: teachingApi.planOptions });

export interface PlanFormValues {
  courseId: number | null;
  term: string;
  title: string;
  content: string;
  file: TPlanFile | null;
}

const hasText = (html: string | undefined) =>
  !!html &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

export const PLAN_FIELDS = ['courseId', 'term', 'title', 'content', 'file'];

function PlanFileField({ value, onChange }: { value?: TPlanFile | null; onChange?: (v: TPlanFile | null) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (value)
    return (
      <Space wrap>
        <a href={value.url} target="_blank" rel="noreferrer" data-testid="plan-file-link">
          <FileTextOutlined /> {value.name}
        </a>
        <Button size="small" icon={<DeleteOutlined />} onClick={() => onChange?.(null)}>
          {t('plans.removeFile')}
        </Button>
      </Space>
    );
  return (
    <Upload
      accept=".pdf,.docx,.xlsx,.pptx"
      showUploadList={false}
      customRequest={({ file }) => {
        setBusy(true);
        teachingApi
          .uploadPlanFile(file as File)
          .then((uploaded) => onChange?.(uploaded))
          .catch((error: unknown) => void message.error(isApiError(error) ? error.message : t('error.unknown')))
          .finally(() => setBusy(false));
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy} data-testid="plan-file-upload">
        {busy ? t('plans.uploading') : t('plans.chooseFile')}
      </Button>
    </Upload>
  );
}

/** The plan form's fields (inside a FormModal); a school plan may leave the course empty. */
export function PlanFormFields({ options, school }: { options: TPlanOptions | undefined; school: boolean }) {
  const { t } = useTranslation();
  const taught = options?.courses.filter((c) => c.taught) ?? [];
  const others = options?.courses.filter((c) => !c.taught) ?? [];
  const courseOptions = [
    ...(school ? [{ value: 0, label: t('plans.noCourse') }] : []),
    ...(taught.length
      ? [{ label: t('plans.taught'), options: taught.map((c) => ({ value: c.courseId, label: c.name })) }]
      : []),
    ...(others.length
      ? [{ label: t('plans.otherCourses'), options: others.map((c) => ({ value: c.courseId, label: c.name })) }]
      : []),
  ];
  return (
    <>
      <Form.Item name="courseId" label={t('plans.course')} rules={[{ required: true, message: t('plans.courseRule') }]}>
        <Select options={courseOptions} loading={!options} />
      </Form.Item>
      <Form.Item name="term" label={t('plans.term')} rules={[{ required: true, message: t('plans.termRule') }]}>
        <Select options={(options?.terms ?? []).map((term) => ({ value: term, label: termLabel(t, term) }))} />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('plans.planTitle')}
        rules={[{ required: true, whitespace: true, message: t('plans.titleRule') }]}
      >
        <Input maxLength={80} showCount />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('plans.content')}
        dependencies={['file']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_: unknown, value: string) =>
              hasText(value) || getFieldValue('file')
                ? Promise.resolve()
                : Promise.reject(new Error(t('plans.textOrFile'))),
          }),
        ]}
      >
        <RichTextEditor label={t('plans.content')} />
      </Form.Item>
      <Form.Item name="file" label={t('plans.file')} extra={t('plans.fileHelp', { mb: PLAN_FILE_MAX_MB })}>
        <PlanFileField />
      </Form.Item>
    </>
  );
}

/** The values of a form for a plan (new: the current term, the first course the caller teaches). */
export function formValuesOf(
  plan: TPlan | undefined,
  options: TPlanOptions | undefined,
  school: boolean,
): PlanFormValues {
  if (plan)
    return { courseId: plan.courseId ?? 0, term: plan.term, title: plan.title, content: plan.content, file: plan.file };
  const first = options?.courses.find((c) => c.taught)?.courseId;
  return {
    courseId: school ? 0 : (first ?? null),
    term: options?.currentTerm ?? '',
    title: '',
    content: '',
    file: null,
  };
}

/** One plan, opened: its facts, its text and its document. */
export function PlanDrawer({
  planId,
  onClose,
  extra,
}: {
  planId: number | undefined;
  onClose: () => void;
  extra?: (plan: TPlan) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [...planKeys.all, 'detail', planId],
    queryFn: () => teachingApi.planDetail(planId ?? 0),
    enabled: planId !== undefined,
  });
  const plan = detail.data;
  return (
    <Drawer
      open={planId !== undefined}
      onClose={onClose}
      title={plan?.title ?? t('plans.title')}
      width="min(760px, 100vw)"
      extra={plan && extra ? extra(plan) : null}
      destroyOnHidden
    >
      {detail.isLoading ? (
        <Skeleton active />
      ) : detail.isError || !plan ? (
        <Result status="warning" title={t('plans.notFound')} />
      ) : (
        <div data-testid="plan-view">
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('plans.term')}>{termLabel(t, plan.term)}</Descriptions.Item>
            <Descriptions.Item label={t('plans.course')}>{plan.courseName ?? t('plans.noCourse')}</Descriptions.Item>
            <Descriptions.Item label={t('plans.author')}>
              <Space>
                {plan.authorName}
                <Tag>{t(`plans.scopes.${plan.scope}`)}</Tag>
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('plans.updated')}>
              {schoolTime(plan.updateTime).format('YYYY-MM-DD HH:mm')}
            </Descriptions.Item>
            {plan.file ? (
              <Descriptions.Item label={t('plans.file')} span={2}>
                <a href={plan.file.url} target="_blank" rel="noreferrer" download={plan.file.name}>
                  <FileTextOutlined /> {plan.file.name}
                </a>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          {plan.content ? (
            <RichTextView html={plan.content} style={{ lineHeight: 1.8 }} />
          ) : (
            <Empty description={t('plans.noContent')} />
          )}
        </div>
      )}
    </Drawer>
  );
}
