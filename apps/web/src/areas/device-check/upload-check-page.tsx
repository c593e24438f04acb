/**
 * /uploadDome, the upload check (signed in): try a file of a kind a round accepts and see its
 * size, the upload's speed and whether the round would accept it (the server checks it by
 * content with the round's own rules, then deletes it). The checks of this visit are listed.
 */
import type { TUploadCheckKind } from '@lingua/contracts';
import { Alert, Button, Card, Flex, Progress, Radio, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceCheckApi } from '../../api/device-check';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { formatBytes } from '../resource-pool/format-bytes';

interface Checked {
  key: number;
  name: string;
  kind: TUploadCheckKind;
  accepted: boolean;
  text: string;
}

export function UploadCheckPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('uploadCheck.title'));
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<TUploadCheckKind>('recording');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [checked, setChecked] = useState<Checked[]>([]);
  const last = checked[0];

  const run = async () => {
    if (!file) return;
    setPercent(0);
    const started = performance.now();
    const row = { key: Date.now(), name: file.name, kind };
    try {
      const r = await deviceCheckApi.uploadCheck(file, kind, setPercent);
      const seconds = Math.max(0.001, (performance.now() - started) / 1000);
      const text = [
        t('uploadCheck.acceptedText', {
          extension: r.extension,
          size: formatBytes(r.bytes),
          limit: formatBytes(r.limitBytes),
        }),
        t('uploadCheck.speed', { seconds: seconds.toFixed(1), mbps: ((r.bytes * 8) / seconds / 1e6).toFixed(1) }),
      ].join(' ');
      setChecked((list) => [{ ...row, accepted: true, text }, ...list]);
    } catch (e) {
      setChecked((list) => [{ ...row, accepted: false, text: e instanceof Error ? e.message : String(e) }, ...list]);
    } finally {
      setPercent(null);
      setFile(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 880, margin: '0 auto', width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('uploadCheck.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('uploadCheck.intro')}</Typography.Paragraph>
        <Flex vertical gap={12}>
          <Typography.Text strong>{t('uploadCheck.kind')}</Typography.Text>
          <Radio.Group value={kind} onChange={(e) => setKind(e.target.value)} data-testid="upload-check-kind">
            <Flex vertical gap={4}>
              {(['recording', 'attachment'] as const).map((k) => (
                <Radio key={k} value={k}>
                  {t(`uploadCheck.kinds.${k}`)}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
          <Flex gap={8} wrap align="center">
            <input
              ref={input}
              type="file"
              aria-label={t('uploadCheck.choose')}
              data-testid="upload-check-file"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              style={{ maxWidth: '100%' }}
            />
            <Button
              type="primary"
              disabled={!file}
              loading={percent !== null}
              onClick={run}
              data-testid="upload-check-run"
            >
              {t('uploadCheck.upload')}
            </Button>
          </Flex>
          {percent !== null ? (
            <Progress percent={percent} status="active" aria-label={t('uploadCheck.progress')} />
          ) : null}
          {last ? (
            <Alert
              type={last.accepted ? 'success' : 'error'}
              showIcon
              data-testid="upload-check-result"
              data-accepted={last.accepted}
              message={`${last.name}: ${last.accepted ? t('uploadCheck.accepted') : t('uploadCheck.refused')}`}
              description={last.text}
            />
          ) : null}
        </Flex>
      </Card>
      <Card title={t('uploadCheck.history')}>
        <Table<Checked>
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={checked}
          locale={{ emptyText: t('uploadCheck.empty') }}
          columns={[
            { title: t('uploadCheck.fileName'), dataIndex: 'name', ellipsis: true },
            {
              title: t('uploadCheck.result'),
              key: 'result',
              render: (_v, r) => (
                <Tag color={r.accepted ? 'success' : 'error'}>
                  {r.accepted ? t('uploadCheck.accepted') : t('uploadCheck.refused')}
                </Tag>
              ),
            },
            {
              title: t('uploadCheck.kind'),
              key: 'kind',
              responsive: ['md'],
              render: (_v, r) => t(`uploadCheck.kinds.${r.kind}`),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
