/**
 * Import a question bank (GIFT, Moodle XML or the xlsx template) as a new training: the teacher
 * checks the file first (a dry run: the report lists each question skipped or changed, nothing is
 * saved), then imports every question that fits and reads the same report again.
 */
import { UploadOutlined } from '@ant-design/icons';
import {
  type BodyOf,
  isOpenKind,
  type TBankReport,
  type TImportBankResult,
  TrainingKinds,
  type trainingCalls,
} from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Select, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import { trainingApi } from '../../api/trainings';
import { saveBase64File } from '../../features/download/save-base64-file';
import { BankReport } from './bank-report';

type RowError = { row: number; message: string };
function rowErrors(details: unknown): RowError[] {
  if (typeof details !== 'object' || details === null || !('errors' in details) || !Array.isArray(details.errors))
    return [];
  return details.errors.filter((e): e is RowError => typeof e?.row === 'number' && typeof e?.message === 'string');
}

type Values = BodyOf<typeof trainingCalls.importBank>;

export function BankImportButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<TBankReport | null>(null);
  const [done, setDone] = useState<TImportBankResult | null>(null);
  const [errors, setErrors] = useState<{ text: string; rows: RowError[] } | null>(null);
  const [form] = Form.useForm<Values>();
  const onError = (error: Error) =>
    setErrors({ text: error.message, rows: isApiError(error) ? rowErrors(error.details) : [] });
  const template = useMutation({
    mutationFn: trainingApi.bankTemplate,
    onSuccess: (f) => saveBase64File(f.fileName, f.base64),
  });
  const check = useMutation({
    mutationFn: (format: Values['format']) => trainingApi.checkBank({ format }, file as File),
    onSuccess: (r) => {
      setReport(r);
      setErrors(null);
    },
    onError,
  });
  const upload = useMutation({
    mutationFn: (v: Values) => trainingApi.importBank(v, file as File),
    onSuccess: (r) => {
      void message.success(t('training.teacher.bankImported', { count: r.count }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.classTrainings });
      setDone(r);
      setErrors(null);
    },
    onError,
  });
  /** A new file or format needs a new check. */
  const reset = () => {
    setReport(null);
    setDone(null);
    setErrors(null);
  };
  const close = () => {
    setOpen(false);
    setFile(null);
    reset();
  };
  const runCheck = () => {
    if (!file) return void message.warning(t('training.teacher.bankFileRequired'));
    check.mutate(form.getFieldValue('format'));
  };
  // The new training is in no class yet: its preview is where the teacher checks the answers.
  const footer = done ? (
    <Space wrap>
      <Button onClick={close}>{t('training.teacher.bankClose')}</Button>
      <Button
        type="primary"
        data-testid="imported-preview"
        onClick={() => navigate(`/teacher/practicals/trainingPreview?trainingId=${done.trainingId}&answers=1`)}
      >
        {t('preview.openWithAnswers')}
      </Button>
    </Space>
  ) : (
    <Space wrap>
      <Button onClick={close}>{t('training.teacher.bankClose')}</Button>
      {report ? (
        <Button
          type="primary"
          disabled={report.importable === 0}
          loading={upload.isPending}
          onClick={() => form.submit()}
        >
          {t('training.teacher.bankConfirm', { count: report.importable })}
        </Button>
      ) : (
        <Button type="primary" loading={check.isPending} onClick={runCheck}>
          {t('training.teacher.bankCheck')}
        </Button>
      )}
    </Space>
  );
  const categories = report?.categories.length ?? 0;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('training.teacher.bankImport')}
      </Button>
      <Modal open={open} title={t('training.teacher.bankImport')} onCancel={close} footer={footer} destroyOnHidden>
        <Form<Values>
          form={form}
          layout="vertical"
          disabled={done !== null}
          initialValues={{ format: 'xlsx', kind: 'readSkill', categories: 'one' }}
          onValuesChange={(changed) => {
            if ('format' in changed) reset();
          }}
          onFinish={(v) => {
            if (!file) return void message.warning(t('training.teacher.bankFileRequired'));
            upload.mutate(v);
          }}
        >
          <Form.Item name="format" label={t('training.teacher.bankFormat')}>
            <Select
              options={[
                { value: 'xlsx', label: 'Excel (xlsx)' },
                { value: 'gift', label: 'GIFT' },
                { value: 'moodle', label: 'Moodle XML' },
              ]}
            />
          </Form.Item>
          <Form.Item name="kind" label={t('training.teacher.bankKind')}>
            <Select
              options={TrainingKinds.filter(isOpenKind).map((k) => ({ value: k, label: t(`training.kind.${k}`) }))}
            />
          </Form.Item>
          <Form.Item
            name="title"
            label={t('training.teacher.bankTitle')}
            rules={[{ required: true, whitespace: true, message: t('training.teacher.bankTitleRequired') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="categories" label={t('training.teacher.bankCategories')} hidden={categories < 2}>
            <Select
              options={[
                { value: 'one', label: t('training.teacher.bankCategoriesOne') },
                { value: 'trainings', label: t('training.teacher.bankCategoriesTrainings', { count: categories }) },
              ]}
            />
          </Form.Item>
          <Space wrap>
            <Upload
              maxCount={1}
              beforeUpload={(f) => {
                setFile(f);
                reset();
                return false;
              }}
              onRemove={() => {
                setFile(null);
                reset();
              }}
            >
              <Button icon={<UploadOutlined />}>{t('training.teacher.bankFile')}</Button>
            </Upload>
            <Button type="link" onClick={() => template.mutate()}>
              {t('training.teacher.bankTemplate')}
            </Button>
          </Space>
        </Form>
        {done ? (
          <BankReport report={done.report} imported={done.count} />
        ) : report ? (
          <BankReport report={report} />
        ) : null}
        {errors ? (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            message={errors.text}
            description={
              errors.rows.length > 0 ? (
                <div data-testid="bank-errors">
                  <ul style={{ margin: 0, paddingLeft: 20 }}>
                    {errors.rows.map((e) => (
                      <li key={`${e.row}-${e.message}`}>
                        {t('training.teacher.bankRow', { row: e.row, message: e.message })}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : undefined
            }
          />
        ) : null}
      </Modal>
    </>
  );
}
