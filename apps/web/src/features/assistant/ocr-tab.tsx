/** Tab 8, image text recognition: choose one image, check it here as the server will, recognise, copy. */
import { OCR_LIMITS } from '@lingua/contracts';
import { App, Button, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assistantApi } from './assistant-api';

const TYPES = ['image/jpeg', 'image/pjpeg', 'image/png'];

function imageSide(file: File): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(Math.max(img.naturalWidth, img.naturalHeight));
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    img.src = url;
  });
}

export function OcrTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  const [text, setText] = useState<string>();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    void assistantApi.aiJurisdiction().catch(() => undefined);
  }, []);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  async function choose(chosen: File): Promise<boolean> {
    const byName = /\.(pjp|jpg|pjpeg|jpeg|jfif|png)$/i.test(chosen.name);
    if (!byName || !TYPES.includes(chosen.type)) {
      message.warning(t('assistant.ocr.wrongType'));
      return false;
    }
    if (chosen.size > OCR_LIMITS.maxBytes) {
      message.warning(t('assistant.ocr.tooLarge'));
      return false;
    }
    const side = await imageSide(chosen).catch(() => 0);
    if (side === 0) {
      message.warning(t('assistant.ocr.wrongType'));
      return false;
    }
    if (side > OCR_LIMITS.maxSide) {
      message.warning(t('assistant.ocr.tooWide'));
      return false;
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
    setText(undefined);
    return false;
  }

  async function recognise() {
    if (!file) {
      message.warning(t('assistant.ocr.noFile'));
      return;
    }
    setLoading(true);
    try {
      setText((await assistantApi.recognise(file)).content);
    } finally {
      setLoading(false);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(text ?? '');
      message.success(t('assistant.ocr.copied'));
    } catch {
      message.error(t('assistant.ocr.copyFailed'));
    }
  }

  return (
    <div className="assistant-tab" data-testid="assistant-ocr">
      <Space wrap>
        <Upload accept={OCR_LIMITS.accept} maxCount={1} showUploadList={false} beforeUpload={(f) => choose(f)}>
          <Button>{t('assistant.ocr.choose')}</Button>
        </Upload>
        <Button type="primary" loading={loading} onClick={() => void recognise()}>
          {t('assistant.ocr.recognise')}
        </Button>
        {file && <Typography.Text type="secondary">{file.name}</Typography.Text>}
      </Space>
      <Typography.Text type="secondary">{t('assistant.ocr.hint')}</Typography.Text>
      <div className="assistant-ocr">
        <div className="assistant-ocr-image">{preview && <img src={preview} alt={file?.name ?? ''} />}</div>
        <div className="assistant-ocr-text">
          <Typography.Text strong>{t('assistant.ocr.result')}</Typography.Text>
          {text !== undefined && (
            <>
              <pre data-testid="ocr-result">{text === '' ? t('assistant.ocr.nothing') : text}</pre>
              {text !== '' && <Button onClick={() => void copy()}>{t('assistant.ocr.copy')}</Button>}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
