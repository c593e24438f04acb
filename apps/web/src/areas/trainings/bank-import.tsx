/** Import a question bank (GIFT, Moodle XML or the xlsx template) as a new training; bad questions are listed and nothing is imported. */
import { UploadOutlined } from '@ant-design/icons';
import { type BodyOf, isOpenKind, TrainingKinds, type trainingCalls } from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Modal, Select, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';
import { trainingApi } from '../../api/trainings';
import { saveBase64File } from '../../features/download/save-base64-file';

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
  const [errors, setErrors] = useState<{ text: string; rows: RowError[] } | null>(null);
  const [form] = Form.useForm<Values>();
  const template = useMutation({
    mutationFn: trainingApi.bankTemplate,
    onSuccess: (f) => saveBase64File(f.fileName, f.base64),
  });
  const upload = useMutation({
    mutationFn: (v: Values) => trainingApi.importBank(v, file as File),
    onSuccess: (r) => {
      // The new training is in no class yet: its preview is where the teacher checks the answers.
      void message.success({
        duration: 8,
        content: (
          <>
            {t('training.teacher.bankImported', { count: r.count })}{' '}
            <Button
              type="link"
              size="small"
              data-testid="imported-preview"
              onClick={() => navigate(`/teacher/practicals/trainingPreview?trainingId=${r.trainingId}&answers=1`)}
            >
              {t('preview.openWithAnswers')}
            </Button>
          </>
        ),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.classTrainings });
      setOpen(false);
      setErrors(null);
    },
    onError: (error) => setErrors({ text: error.message, rows: isApiError(error) ? rowErrors(error.details) : [] }),
  });
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('training.teacher.bankImport')}
      </Button>
      <Modal
        open={open}
        title={t('training.teacher.bankImport')}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        confirmLoading={upload.isPending}
        destroyOnHidden
      >
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{ format: 'xlsx', kind: 'readSkill' }}
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
          <Space>
            <Upload
              maxCount={1}
              beforeUpload={(f) => {
                setFile(f);
                return false;
              }}
              onRemove={() => setFile(null)}
            >
              <Button icon={<UploadOutlined />}>{t('training.teacher.bankFile')}</Button>
            </Upload>
            <Button type="link" onClick={() => template.mutate()}>
              {t('training.teacher.bankTemplate')}
            </Button>
          </Space>
        </Form>
        {errors ? (
          <Alert
            style={{ marginTop: 12 }}
            type="error"
            showIcon
            message={errors.text}
            description={
              errors.rows.length > 0 ? (
                <div data-testid="bank-errors">
                  {t('training.teacher.bankErrors')}
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
