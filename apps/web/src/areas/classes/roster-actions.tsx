/**
 * The roster as a spreadsheet: download the template, import a filled one (every bad row is listed
 * and nothing is imported), export the class list.
 */
import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { classApi } from '../../api/classes';
import { isApiError } from '../../api/errors';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { saveBase64File } from '../../features/download/save-base64-file';

interface RowError {
  row: number;
  message: string;
}

function rowErrors(details: unknown): RowError[] {
  if (typeof details !== 'object' || details === null || !('errors' in details) || !Array.isArray(details.errors))
    return [];
  return details.errors.filter((e): e is RowError => typeof e?.row === 'number' && typeof e?.message === 'string');
}

export function RosterActions({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
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
    onError: (error) => {
      const rows = isApiError(error) ? rowErrors(error.details) : [];
      modal.error({
        title: t('roster.failed'),
        width: 560,
        content: (
          <div data-testid="roster-errors">
            {rows.length > 0
              ? rows.map((r) => <div key={r.row}>{r.message}</div>)
              : isApiError(error)
                ? error.message
                : t('error.unknown')}
          </div>
        ),
      });
    },
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
