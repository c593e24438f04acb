/**
 * /competition/teacher/certificates?id=C&periodId=P (designed; issue 20 item 4): the organiser
 * issues a published period's certificates by a prize rule (shares, places or score bands), sees
 * them with their codes (each links to /find_certificate), and downloads them all as one zip.
 */
import type { TCertificate, TPrizeRule } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, InputNumber, Radio, Select, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { certificateApi } from '../../api/competition-public';
import { competitionApi } from '../../api/competitions';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { saveBase64File } from '../../features/download/save-base64-file';
import { useTableScroll } from '../../shared/table-scroll';

type Kind = TPrizeRule['kind'];
const PRIZES = ['first', 'second', 'third'] as const;
type Counts = Record<(typeof PRIZES)[number], number>;

function RuleForm({ periodId, fullMark, onIssued }: { periodId: number; fullMark: number; onIssued: () => void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('top');
  const [places, setPlaces] = useState<Counts>({ first: 1, second: 2, third: 3 });
  const [bands, setBands] = useState<Counts>({
    first: Math.round(fullMark * 0.9),
    second: Math.round(fullMark * 0.75),
    third: Math.round(fullMark * 0.6),
  });
  const issue = useMutation({
    mutationFn: () =>
      certificateApi.issueForPeriod(
        periodId,
        kind === 'shares' ? { kind } : kind === 'top' ? { kind, ...places } : { kind, ...bands },
      ),
    onSuccess: onIssued,
  });
  const values = kind === 'top' ? places : bands;
  const setValues = kind === 'top' ? setPlaces : setBands;
  return (
    <Card title={t('compBoard.certificates.rule')} size="small">
      <Form layout="vertical" onFinish={() => issue.mutate()}>
        <Form.Item>
          <Radio.Group value={kind} onChange={(e) => setKind(e.target.value as Kind)} data-testid="prize-rule">
            <Space direction="vertical">
              <Radio value="top">{t('compBoard.certificates.top')}</Radio>
              <Radio value="bands">{t('compBoard.certificates.bands')}</Radio>
              <Radio value="shares">{t('compBoard.certificates.shares')}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {kind !== 'shares' ? (
          <Space wrap size={16}>
            {PRIZES.map((p) => (
              <Form.Item
                key={p}
                label={`${t(`compBoard.certificates.${p}`)} · ${t(kind === 'top' ? 'compBoard.certificates.places' : 'compBoard.certificates.minScore')}`}
              >
                <InputNumber
                  min={0}
                  max={kind === 'top' ? 5000 : fullMark}
                  value={values[p]}
                  onChange={(v) => setValues((old) => ({ ...old, [p]: v ?? 0 }))}
                  data-testid={`prize-${p}`}
                />
              </Form.Item>
            ))}
          </Space>
        ) : null}
        <Typography.Paragraph type="secondary">{t('compBoard.certificates.reissueHint')}</Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={issue.isPending} data-testid="issue-certificates">
          {t('compBoard.certificates.issue')}
        </Button>
        {issue.data ? (
          <Alert
            style={{ marginTop: 12 }}
            type="success"
            showIcon
            message={t('compBoard.certificates.issued', issue.data)}
          />
        ) : null}
      </Form>
    </Card>
  );
}

function Issued({ competitionId, periodId, refresh }: { competitionId: number; periodId: number; refresh: number }) {
  const { t } = useTranslation();
  const scroll = useTableScroll();
  const list = useQuery({
    queryKey: ['periodCertificates', competitionId, periodId, refresh],
    // None issued answers 404 (certificates/lookups.ts): shown as an empty list.
    queryFn: () => certificateApi.issued(competitionId, periodId).catch(() => [] as TCertificate[]),
  });
  const zip = useMutation({
    mutationFn: () => certificateApi.batch(competitionId, periodId),
    onSuccess: (file) => saveBase64File(file.fileName, file.base64, 'application/zip'),
  });
  return (
    <Card
      title={t('compBoard.certificates.list')}
      size="small"
      extra={
        <Button
          onClick={() => zip.mutate()}
          loading={zip.isPending}
          disabled={!list.data?.length}
          data-testid="certificates-zip"
        >
          {t('compBoard.certificates.download')}
        </Button>
      }
    >
      <Table<TCertificate>
        rowKey="code"
        size="small"
        loading={list.isLoading}
        scroll={scroll}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        dataSource={list.data ?? []}
        locale={{ emptyText: t('compBoard.certificates.none') }}
        data-testid="certificates-table"
        columns={[
          { title: t('compBoard.certificates.rank'), dataIndex: 'rank', width: 64 },
          { title: t('compBoard.certificates.holder'), dataIndex: 'holderName' },
          { title: t('compBoard.certificates.award'), dataIndex: 'award' },
          {
            title: t('compBoard.certificates.code'),
            key: 'code',
            render: (_v, c) => (
              <Link to={`/find_certificate?code=${encodeURIComponent(c.code)}`} target="_blank">
                <Typography.Text code>{c.code}</Typography.Text>
              </Link>
            ),
          },
        ]}
      />
    </Card>
  );
}

export function CertificatesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [refresh, setRefresh] = useState(0);
  const id = Number(params.get('id'));
  const detail = useQuery({
    queryKey: ['competitionDetail', id],
    queryFn: () => competitionApi.detail(id),
    enabled: id > 0,
  });
  useDocumentTitle(t('compBoard.certificates.title'));
  if (detail.isLoading) return <Skeleton active className="page-container" />;
  if (!detail.data)
    return <Alert className="page-container" type="error" showIcon message={detail.error?.message ?? ''} />;
  const periods = detail.data.periods;
  const period = periods.find((p) => p.periodId === Number(params.get('periodId'))) ?? periods[0];
  return (
    <div className="page-container">
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Link to={`/competition/teacher/competitionDetails?id=${id}`}>{detail.data.main.abilityCompName}</Link>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('compBoard.certificates.title')}
        </Typography.Title>
        <Space wrap>
          {t('compBoard.certificates.period')}
          <Select
            style={{ minWidth: 200 }}
            value={period?.periodId}
            options={periods.map((p) => ({ value: p.periodId, label: p.name }))}
            onChange={(v) => setParams({ id: String(id), periodId: String(v) })}
          />
        </Space>
        {period && !period.published ? (
          <Alert
            type="info"
            showIcon
            message={t('compBoard.certificates.notPublished')}
            action={
              <Link to={`/competition/teacher/testResult?periodId=${period.periodId}`}>{t('competition.results')}</Link>
            }
          />
        ) : null}
        {period?.published ? (
          <RuleForm
            periodId={period.periodId}
            fullMark={period.fullMark}
            onIssued={() => {
              setRefresh((n) => n + 1);
              void queryClient.invalidateQueries({ queryKey: ['periodCertificates'] });
            }}
          />
        ) : null}
        {period ? <Issued competitionId={id} periodId={period.periodId} refresh={refresh} /> : null}
      </Space>
    </div>
  );
}
