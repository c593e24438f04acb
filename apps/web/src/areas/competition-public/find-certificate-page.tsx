/**
 * /find_certificate (part 2 §2.2, public): check a certificate's code (the QR leads here with
 * ?code=), or find one's own certificates by competition, name and ID number. The server limits
 * look-ups and answers a wrong ID number exactly as "not found"; the page shows what it says.
 */
import { CERTIFICATE_CODE_PATTERN, type TCertificate } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { certificateApi } from '../../api/competition-public';
import { CertificateCard } from './certificate-card';
import { PersonLookupFields } from './person-lookup-fields';
import { useStoredDraft } from './use-stored-draft';

const normaliseCode = (text: string) => {
  const raw = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return raw.length === 16 ? (raw.match(/.{4}/g) ?? []).join('-') : text.trim().toUpperCase();
};

function CheckCode({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const check = useMutation({ mutationFn: (code: string) => certificateApi.verify(normaliseCode(code)) });
  const started = useRef(false);
  useEffect(() => {
    if (initial && !started.current) {
      started.current = true;
      check.mutate(initial);
    }
  }, [initial, check]);
  return (
    <Card title={t('compPublic.certificate.byCode')}>
      <Form form={form} layout="vertical" initialValues={{ code: initial }} onFinish={(v) => check.mutate(v.code)}>
        <Form.Item
          name="code"
          label={t('compPublic.certificate.codeLabel')}
          rules={[
            {
              validator: (_, v: string | undefined) =>
                CERTIFICATE_CODE_PATTERN.test(normaliseCode(v ?? ''))
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(t('compPublic.certificate.required', { field: t('compPublic.certificate.codeLabel') })),
                    ),
            },
          ]}
        >
          <Input
            placeholder={t('compPublic.certificate.codePlaceholder')}
            maxLength={24}
            data-testid="certificate-code"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={check.isPending} data-testid="certificate-check">
          {t('compPublic.certificate.check')}
        </Button>
      </Form>
      <div style={{ marginTop: 16 }}>
        {check.isError && (
          <Alert
            type="error"
            showIcon
            message={t('compPublic.certificate.invalid')}
            description={check.error.message}
            data-testid="certificate-invalid"
          />
        )}
        {check.data && (
          <Flex vertical gap={8}>
            <Alert type="success" showIcon message={t('compPublic.certificate.validText')} />
            <CertificateCard certificate={check.data} />
          </Flex>
        )}
      </div>
    </Card>
  );
}

interface PersonDraft {
  competitionId: number | null;
  name: string;
  idNumber: string;
}

function FindMine({ competitionId }: { competitionId: number | null }) {
  const { t } = useTranslation();
  // The ID number is never kept in storage: only the competition and the name are a draft.
  const [draft, setDraft] = useStoredDraft<Omit<PersonDraft, 'idNumber'>>('lingua.findCertificate', {
    competitionId,
    name: '',
  });
  const [form] = Form.useForm<PersonDraft>();
  const find = useMutation({
    mutationFn: (v: PersonDraft) => certificateApi.find(Number(v.competitionId), v.name.trim(), v.idNumber),
  });
  const required = (field: string) => ({ required: true, message: t('compPublic.certificate.required', { field }) });
  return (
    <Card title={t('compPublic.certificate.byPerson')}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ ...draft, competitionId: competitionId ?? draft.competitionId, idNumber: '' }}
        onValuesChange={(_, all) => setDraft({ competitionId: all.competitionId ?? null, name: all.name ?? '' })}
        onFinish={(v) => find.mutate(v)}
      >
        <Form.Item
          name="competitionId"
          label={t('compPublic.certificate.competitionId')}
          rules={[required(t('compPublic.certificate.competitionId'))]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%', maxWidth: 240 }} data-testid="find-competition" />
        </Form.Item>
        <PersonLookupFields testIdPrefix="find" />
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
          {t('compPublic.certificate.privacy')}
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={find.isPending} data-testid="find-submit">
          {t('compPublic.certificate.find')}
        </Button>
      </Form>
      <Flex vertical gap={8} style={{ marginTop: 16 }}>
        {find.isError && <Alert type="error" showIcon message={find.error.message} data-testid="find-error" />}
        {find.data?.map((c: TCertificate) => (
          <CertificateCard key={c.code} certificate={c} />
        ))}
      </Flex>
    </Card>
  );
}

export function FindCertificatePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const id = Number(params.get('id'));
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880, margin: '0 auto', width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('compPublic.certificate.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('compPublic.certificate.intro')}
        </Typography.Paragraph>
      </Card>
      <CheckCode initial={code} />
      <FindMine competitionId={Number.isInteger(id) && id > 0 ? id : null} />
    </Flex>
  );
}
