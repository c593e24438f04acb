/**
 * The roster as a spreadsheet: download the template, import a filled one (every bad row is listed
 * and nothing is imported), export the class list. The teacher's class page and the manager's
 * students page both use it: one import for a class's students.
 */
import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { classApi } from '../../api/classes';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { useImportErrors } from '../../features/accounts/import-errors';
import { saveBase64File } from '../../features/download/save-base64-file';

export function RosterActions({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showImportErrors = useImportErrors(t('roster.failed'));
  const queryClient = useQueryClient();
  const template = useMutation({
    mutationFn: classApi.importTemplate,
    onSuccess: (f) => saveBase64File(f.fileName, f.base64),
  });
  const exporter = useMutation({
    mutationFn: () => classApi.exportStudents(classId),
    onSuccess: (f) => saveBase64File(f.fileName, f.base64),
  });
  const importer = useMutation({
    mutationFn: (file: File) => classApi.importStudents(classId, file),
    onSuccess: (result) => {
      void message.success(t('roster.imported', { added: result.added, created: result.created }));
      invalidateClassViews(queryClient);
    },
    onError: showImportErrors,
  });
  return (
    <Space wrap>
      <Button icon={<DownloadOutlined />} loading={template.isPending} onClick={() => template.mutate()}>
        {t('roster.template')}
      </Button>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          importer.mutate(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={importer.isPending}>
          {t('roster.import')}
        </Button>
      </Upload>
      <Button icon={<FileExcelOutlined />} loading={exporter.isPending} onClick={() => exporter.mutate()}>
        {t('roster.export')}
      </Button>
    </Space>
  );
}
