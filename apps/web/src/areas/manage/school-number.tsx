/**
 * A person's school number on the manager's lists: shown with an edit button that opens a small
 * form (empty unlinks), and the spreadsheet import (mobile, school number) with its template. The
 * school's own sign-in finds the account by this number, so a school links its people before
 * turning that sign-in on.
 */
import { DownloadOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys';
import { schoolNumbersApi } from '../../api/school-numbers';
import { useImportErrors } from '../../features/accounts/import-errors';
import { saveBase64File } from '../../features/download/save-base64-file';
import { FormModal, showSaveError } from '../../features/forms/form-modal';

interface Person {
  userId: number;
  name: string;
  schoolNumber: string;
}

/** The lists that show school numbers, and the audit log that records their changes. */
function refreshLists(queryClient: QueryClient) {
  for (const queryKey of [queryKeys.adminTeachers, queryKeys.adminStudents, queryKeys.adminAudit])
    void queryClient.invalidateQueries({ queryKey });
}

/** Accounts made by the school's sign-in have no mobile: their key is `school:<id>:<number>`. */
export function displayMobile(mobile: string): string {
  return mobile.startsWith('school:') ? '' : mobile;
}

export function SchoolNumberCell({ person, editable }: { person: Person; editable: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Space size={4}>
      {person.schoolNumber ? (
        <span>{person.schoolNumber}</span>
      ) : (
        <Typography.Text type="secondary">{t('admin.schoolNumber.none')}</Typography.Text>
      )}
      {editable ? (
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={t('admin.schoolNumber.editFor', { name: person.name })}
          onClick={() => setOpen(true)}
        />
      ) : null}
      {open ? <SchoolNumberModal person={person} onClose={() => setOpen(false)} /> : null}
    </Space>
  );
}

function SchoolNumberModal({ person, onClose }: { person: Person; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ schoolNumber: string }>();
  const save = useMutation({
    mutationFn: (v: { schoolNumber?: string }) => schoolNumbersApi.set(person.userId, (v.schoolNumber ?? '').trim()),
    onSuccess: () => {
      void message.success(t('admin.schoolNumber.saved'));
      refreshLists(queryClient);
      onClose();
    },
    onError: (error) => showSaveError(form, error, t, 'schoolNumber'),
  });
  return (
    <FormModal
      open
      title={t('admin.schoolNumber.editTitle', { name: person.name })}
      form={form}
      name="schoolNumber"
      saving={save.isPending}
      onSave={(v) => save.mutate(v)}
      onClose={onClose}
    >
      <Form.Item
        name="schoolNumber"
        initialValue={person.schoolNumber}
        label={t('admin.schoolNumber.column')}
        extra={t('admin.schoolNumber.help')}
        rules={[{ pattern: /^\s*[\w.@-]{0,64}\s*$/, message: t('admin.schoolNumber.rule') }]}
      >
        <Input maxLength={64} autoComplete="off" allowClear />
      </Form.Item>
    </FormModal>
  );
}

export function SchoolNumberImport() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const template = useMutation({
    mutationFn: schoolNumbersApi.template,
    onSuccess: (f) => saveBase64File(f.fileName, f.base64),
  });
  const showImportErrors = useImportErrors(t('admin.schoolNumber.importFailed'));
  const importer = useMutation({
    mutationFn: schoolNumbersApi.import,
    onSuccess: (r) => {
      void message.success(t('admin.schoolNumber.imported', { linked: r.linked, unchanged: r.unchanged }));
      refreshLists(queryClient);
    },
    onError: showImportErrors,
  });
  return (
    <Space wrap size={4}>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          importer.mutate(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={importer.isPending}>
          {t('admin.schoolNumber.import')}
        </Button>
      </Upload>
      <Button type="link" icon={<DownloadOutlined />} loading={template.isPending} onClick={() => template.mutate()}>
        {t('admin.schoolNumber.template')}
      </Button>
    </Space>
  );
}
