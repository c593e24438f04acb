/**
 * /externalHTML?url= (part 2 §2.2, signed in): an external page (a contest's notice on the exam
 * authority's site, say) in a sandboxed frame, only when the server says its host is on the
 * configured allow-list; any other address is refused with the reason and the allowed hosts.
 * A site may refuse to be framed, so the page also offers to open it in a new tab.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { externalPageApi } from '../../api/external-pages';
import { useDocumentTitle } from '../../features/brand/use-document-title';

export function ExternalPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('publicPages.external.title'));
  const url = (useSearchParams()[0].get('url') ?? '').trim();
  const check = useQuery({
    queryKey: ['externalPage', url],
    queryFn: () => externalPageApi.check(url),
    enabled: url.length > 0,
  });

  if (!url)
    return <Result status="info" title={t('publicPages.external.title')} subTitle={t('publicPages.external.noUrl')} />;
  if (check.isLoading) return <Skeleton active />;
  if (check.isError) return <Alert type="error" showIcon message={check.error.message} />;
  const page = check.data;
  if (!page) return null;
  if (!page.allowed) {
    return (
      <Result
        status="warning"
        title={t('publicPages.external.refused')}
        subTitle={t(`publicPages.external.reason.${page.reason}`, { host: page.host })}
        data-testid="external-refused"
        extra={
          <Typography.Paragraph type="secondary" style={{ wordBreak: 'break-all' }}>
            {page.allowedHosts.length > 0
              ? t('publicPages.external.allowedHosts', { hosts: page.allowedHosts.join('、') })
              : t('publicPages.external.noHosts')}
          </Typography.Paragraph>
        }
      />
    );
  }
  return (
    <Flex vertical gap={12} style={{ height: '100%' }}>
      <Card size="small">
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%' }}>
            {t('publicPages.external.from', { host: page.host })}
          </Typography.Text>
          <Button href={page.url} target="_blank" rel="noopener noreferrer">
            {t('publicPages.external.openTab')}
          </Button>
        </Flex>
      </Card>
      <iframe
        title={t('publicPages.external.frameTitle', { host: page.host })}
        src={page.url}
        // allow-same-origin keeps the framed site's own cookies; being another origin it cannot reach ours.
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
        referrerPolicy="no-referrer"
        data-testid="external-frame"
        style={{ width: '100%', minHeight: '70vh', border: '1px solid #f0f0f0', borderRadius: 8, background: '#fff' }}
      />
    </Flex>
  );
}
