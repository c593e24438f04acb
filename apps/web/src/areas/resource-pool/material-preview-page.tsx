/**
 * /resource_pool/material_preview?resourceId=: a material shown in place by what its file is (its
 * content decided the media type on upload): an image shown, audio and video played (16:9, the
 * spec's rates in the browser's own controls), a document page by page (DocumentPages: converted
 * on the server the first time), an archive's name and size to download.
 */
import { DownloadOutlined } from '@ant-design/icons';
import type { TPoolResourceDetail } from '@lingua/contracts';
import { Alert, Button, Card, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DocumentPages } from '../../features/documents/document-pages';
import { AddToCourseButton } from '../course-builder/add-to-course';
import { FavouriteButton } from './favourite-button';
import { formatBytes } from './format-bytes';
import { FactsCard, PreviewFrame } from './preview-frame';
import { ResourceTags } from './resource-meta';

function DownloadLink({ resource }: { resource: TPoolResourceDetail }) {
  const { t } = useTranslation();
  if (!resource.fileUrl) return null;
  return (
    <Button icon={<DownloadOutlined />} href={resource.fileUrl} download={resource.fileName ?? undefined}>
      {t('pool.preview.download')}
    </Button>
  );
}

/** What a material shows from: the pool's detail, or a step's material as a student opens it. */
export type MaterialView = Pick<TPoolResourceDetail, 'title' | 'mediaType' | 'fileUrl' | 'fileName' | 'fileSize'>;

export function MaterialBody({ resource }: { resource: MaterialView }) {
  const { t } = useTranslation();
  const url = resource.fileUrl;
  if (!url) return <Alert type="info" showIcon message={t('pool.preview.noFile')} />;
  switch (resource.mediaType) {
    case 'image':
      return <img className="pool-image" src={url} alt={resource.title} data-testid="pool-image" />;
    case 'audio':
      return (
        // biome-ignore lint/a11y/useMediaCaption: teachers' listening materials carry no caption track; the text, when any, shows below.
        <audio controls preload="metadata" src={url} style={{ width: '100%' }} data-testid="pool-audio" />
      );
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: uploaded videos carry no caption track; the text, when any, shows below.
        <video controls preload="metadata" src={url} className="pool-media" data-testid="pool-video" />
      );
    case 'document':
      return (
        <div data-testid="pool-document">
          <DocumentPages fileUrl={url} fileName={resource.fileName ?? resource.title} />
        </div>
      );
    default:
      return (
        <Flex vertical gap={8} data-testid="pool-archive">
          <Typography.Text strong>
            {resource.fileName}
            {resource.fileSize ? ` · ${formatBytes(resource.fileSize)}` : ''}
          </Typography.Text>
          <Alert type="info" showIcon message={t('pool.preview.archiveNote')} />
        </Flex>
      );
  }
}

export function MaterialPreviewPage() {
  const { t } = useTranslation();
  return (
    <PreviewFrame>
      {(resource) => (
        <>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Flex justify="space-between" align="start" wrap gap={12}>
              <Space orientation="vertical" size={6} style={{ minWidth: 0 }}>
                <Typography.Title level={4} style={{ margin: 0 }} data-testid="pool-preview-title">
                  {resource.title}
                </Typography.Title>
                <ResourceTags resource={resource} />
              </Space>
              <Space wrap>
                <FavouriteButton resourceId={resource.resourceId} isFavourite={resource.isFavourite} withText />
                <AddToCourseButton resource={resource} />
                <DownloadLink resource={resource} />
              </Space>
            </Flex>
          </Card>
          <Card size="small" style={{ marginBottom: 12 }}>
            <MaterialBody resource={resource} />
          </Card>
          <FactsCard resource={resource} />
          {resource.text ? (
            <Card size="small" title={t('pool.preview.text')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {resource.text}
              </Typography.Paragraph>
            </Card>
          ) : null}
        </>
      )}
    </PreviewFrame>
  );
}
