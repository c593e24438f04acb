/**
 * Attachments of a written answer (part 1 §5): documents, images, mp3, mp4, zip or rar, at most
 * 500 MB, up to 5. The type is checked here by name for a quick answer and by content on the server.
 */
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { TAnswerAttachment } from '@lingua/contracts';
import { App, Button, Flex, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trainingApi } from '../../api/trainings';

const SUFFIXES = [
  'doc',
  'xls',
  'ppt',
  'docx',
  'xlsx',
  'pptx',
  'pdf',
  'jpeg',
  'jpg',
  'png',
  'gif',
  'mp3',
  'mp4',
  'zip',
  'rar',
];
const MAX_BYTES = 500 * 1024 * 1024;
const MAX_FILES = 5;

export function AttachmentInput({
  rule,
  value,
  disabled,
  onChange,
}: {
  rule: 'required' | 'optional';
  value: TAnswerAttachment[];
  disabled: boolean;
  onChange: (next: TAnswerAttachment[]) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const add = async (file: File) => {
    const suffix = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!SUFFIXES.includes(suffix)) return void message.warning(t('training.fileTypeNotSupported'));
    if (file.size > MAX_BYTES) return void message.warning(t('training.fileTooLarge', { limit: 500, unit: 'MB' }));
    setBusy(true);
    try {
      const r = await trainingApi.uploadAttachment(file);
      onChange([...value, { url: r.filePath, name: file.name.slice(0, 200) }]);
    } catch (error) {
      if (error instanceof Error) void message.error(error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={6} data-testid="attachments">
      <Typography.Text type={rule === 'required' && value.length === 0 ? 'warning' : 'secondary'}>
        {rule === 'required' ? t('training.attachmentRequiredHint') : t('training.attachmentOptionalHint')}
      </Typography.Text>
      <Flex wrap gap={6}>
        {value.map((a) => (
          <Tag
            key={a.url}
            icon={<PaperClipOutlined />}
            closable={!disabled}
            onClose={() => onChange(value.filter((x) => x.url !== a.url))}
          >
            <a href={a.url} target="_blank" rel="noreferrer">
              {a.name}
            </a>
          </Tag>
        ))}
      </Flex>
      {value.length < MAX_FILES ? (
        <Upload
          showUploadList={false}
          disabled={disabled || busy}
          beforeUpload={(file) => {
            void add(file);
            return false;
          }}
        >
          <Button size="small" icon={<UploadOutlined />} loading={busy} disabled={disabled}>
            {t('training.uploadAttachment')}
          </Button>
        </Upload>
      ) : null}
    </Flex>
  );
}
