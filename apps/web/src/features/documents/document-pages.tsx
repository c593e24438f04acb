/**
 * An office document shown page by page (issue 18 item 3): `<DocumentPages fileUrl fileName />`.
 * `fileUrl` is the file's URL exactly as an answer handed it out (a signed /files/ URL: its
 * signature is what lets the caller convert it); `fileName` names the downloads. The viewer asks
 * getConvertFileUrl, which queues the conversion the first time, and asks again while it is queued
 * or converting; then it shows the pages one under another, lazy-loaded at the width available,
 * with a page counter, the PDF and the original to download. A failure says why, in the user's
 * language, and still offers the original.
 */
import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { type TConvertedFile, type TDocumentPage, unsignedFileUrl } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Progress, Space, Spin, Typography, theme } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentApi } from '../../api/documents';
import { queryKeys } from '../../api/query-keys';
import { pdfNameOf, pollDelay } from './poll-delay';
import { useVisiblePage } from './use-visible-page';

export interface DocumentPagesProps {
  /** The file's URL as the product handed it out (signed when private). */
  fileUrl: string;
  /** The original's name, for its download and the PDF's (same name, .pdf). */
  fileName: string;
}

export function DocumentPages({ fileUrl, fileName }: DocumentPagesProps) {
  const { t } = useTranslation();
  const [startedAt] = useState(() => Date.now());
  const query = useQuery({
    // The stored path: a newer signature of the same file is the same conversion.
    queryKey: [...queryKeys.convertedFile, unsignedFileUrl(fileUrl)],
    queryFn: () => documentApi.convert(fileUrl),
    refetchInterval: (q) => pollDelay(q.state.data?.state, Date.now() - startedAt),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const original = (
    <Button href={fileUrl} download={fileName} icon={<DownloadOutlined />}>
      {t('documents.downloadOriginal')}
    </Button>
  );

  if (query.isPending) return <Waiting text={t('documents.preparing')} />;
  if (query.isError)
    return (
      <Failure title={t('documents.failed')} reason={query.error.message}>
        <Button onClick={() => void query.refetch()}>{t('documents.retry')}</Button>
        {original}
      </Failure>
    );
  const result = query.data;
  if (result.state === 'queued' || result.state === 'converting') {
    const seconds = Math.round((query.dataUpdatedAt - startedAt) / 1000);
    return (
      <Waiting text={t(result.state === 'queued' ? 'documents.queued' : 'documents.converting')}>
        <Progress
          aria-label={t(result.state === 'queued' ? 'documents.queued' : 'documents.converting')}
          percent={result.state === 'queued' ? 15 : 60}
          status="active"
          showInfo={false}
        />
        {seconds >= 3 ? <Typography.Text type="secondary">{t('documents.waited', { seconds })}</Typography.Text> : null}
      </Waiting>
    );
  }
  if (result.state === 'failed')
    return (
      <Failure title={t('documents.failed')} reason={result.reason}>
        {original}
      </Failure>
    );
  return <Pages result={result} fileName={fileName} original={original} />;
}

function Pages({
  result,
  fileName,
  original,
}: {
  result: Extract<TConvertedFile, { state: 'done' }>;
  fileName: string;
  original: ReactNode;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { current, observe } = useVisiblePage();
  const shown = result.pages.length;
  return (
    <Flex vertical gap={12} style={{ width: '100%' }}>
      <Flex
        wrap
        gap={8}
        align="center"
        justify="space-between"
        style={{ position: 'sticky', top: 0, zIndex: 1, background: token.colorBgContainer, padding: '4px 0' }}
      >
        <Typography.Text strong aria-live="polite">
          {shown > 0 ? t('documents.pageCounter', { current, total: result.pageCount }) : null}
        </Typography.Text>
        <Space wrap size={8}>
          <Button href={result.pdfUrl} download={pdfNameOf(fileName)} icon={<FilePdfOutlined />}>
            {t('documents.downloadPdf')}
          </Button>
          {original}
        </Space>
      </Flex>
      {shown < result.pageCount ? (
        <Alert type="info" showIcon title={t('documents.firstPagesOnly', { shown, total: result.pageCount })} />
      ) : null}
      {shown === 0 ? <Empty description={t('documents.noPages')} /> : null}
      {shown > 0 ? (
        // A grey desk under white pages, so where one page ends and the next begins shows.
        <Flex vertical gap={12} style={{ background: token.colorFillTertiary, padding: 8, borderRadius: 4 }}>
          {result.pages.map((page, index) => (
            <PageImage key={page.url} page={page} number={index + 1} register={observe(index + 1)} />
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}

function PageImage({
  page,
  number,
  register,
}: {
  page: TDocumentPage;
  number: number;
  register: (element: Element | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div ref={register} style={{ width: '100%', maxWidth: page.width, margin: '0 auto' }}>
      <img
        src={page.url}
        alt={t('documents.pageAlt', { page: number })}
        width={page.width}
        height={page.height}
        loading="lazy"
        decoding="async"
        // The width and height keep each page's place before it loads; the page fits the width.
        style={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: `${page.width} / ${page.height}`,
          boxShadow: '0 1px 4px rgba(0, 0, 0, 0.15)',
          background: '#fff',
        }}
      />
    </div>
  );
}

function Waiting({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: 240, padding: 16 }}>
      <Spin size="large" />
      <Typography.Text>{text}</Typography.Text>
      {children ? <div style={{ width: 'min(320px, 100%)', textAlign: 'center' }}>{children}</div> : null}
    </Flex>
  );
}

function Failure({ title, reason, children }: { title: string; reason: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} style={{ padding: 8 }}>
      <Alert type="error" showIcon title={title} description={`${reason} ${t('documents.failedHint')}`} />
      <Space wrap>{children}</Space>
    </Flex>
  );
}
