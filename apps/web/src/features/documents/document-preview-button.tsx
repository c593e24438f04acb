/**
 * "预览 / Preview" beside a document the page lists (task attachments, answer files): opens
 * DocumentPages in a modal as wide as the screen allows. Renders nothing for a file the
 * conversion does not take (an image, a zip), whose own link already shows it.
 */
import { EyeOutlined } from '@ant-design/icons';
import { convertibleSuffixOf } from '@lingua/contracts';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentPages } from './document-pages';

export function DocumentPreviewButton({ fileUrl, fileName }: { fileUrl: string; fileName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!convertibleSuffixOf(fileName) && !convertibleSuffixOf(fileUrl)) return null;
  return (
    <>
      <Button size="small" type="link" icon={<EyeOutlined />} onClick={() => setOpen(true)}>
        {t('documents.preview')}
      </Button>
      <Modal
        open={open}
        title={t('documents.previewTitle', { name: fileName })}
        footer={null}
        onCancel={() => setOpen(false)}
        width="min(960px, 100vw)"
        style={{ top: 16, maxWidth: '100vw', paddingBottom: 0 }}
        styles={{ body: { maxHeight: 'calc(100vh - 120px)', overflowY: 'auto' } }}
        destroyOnHidden
      >
        {open ? <DocumentPages fileUrl={fileUrl} fileName={fileName} /> : null}
      </Modal>
    </>
  );
}
