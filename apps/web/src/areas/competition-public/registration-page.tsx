/**
 * /contest_registration and /contest_registration_wx (part 2 §2.2, public; _wx is the phone
 * variant, the same form in one column): a signed-in student registers for a public competition
 * with real name, ID number and mobile. Signed out, the page asks to sign in and comes back.
 * What is typed (but the ID number) is kept as a draft until the registration succeeds.
 */

import type { TRegistration } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Form, Input, Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { competitionPublicApi } from '../../api/competition-public';
import { useSession } from '../../session/store';
import { CompetitionSelect } from './competition-select';
import { StudentGate, useIsStudent } from './student-gate';
import { useStoredDraft } from './use-stored-draft';

interface Values {
  abilityCompId: number;
  name: string;
  idNumber: string;
  mobile: string;
}

function Done({ reg }: { reg: TRegistration }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('compPublic.registration.done')}
      subTitle={t('compPublic.registration.doneText', { name: reg.competitionName })}
      extra={[
        <Link key="info" to="/competition_enroll_info">
          <Button type="primary">{t('compPublic.registration.enrollInfo')}</Button>
        </Link>,
        <Link key="go" to="/competition/student/index">
          <Button>{t('compPublic.registration.enterCompetition')}</Button>
        </Link>,
      ]}
      data-testid="registration-done"
    />
  );
}

export function RegistrationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const info = useSession((s) => s.loginInfo);
  const student = useIsStudent();
  const id = Number(params.get('id'));
  const [draft, setDraft, clearDraft] = useStoredDraft<
    Omit<Values, 'idNumber' | 'abilityCompId'> & { abilityCompId?: number }
  >('lingua.contestRegistration', { name: info?.name ?? '', mobile: info?.mobile ?? '' });
  const register = useMutation({
    mutationFn: (v: Values) => competitionPublicApi.register({ ...v, name: v.name.trim() }),
    onSuccess: clearDraft,
  });
  const [form] = Form.useForm<Values>();
  const required = (field: string) => ({ required: true, message: t('compPublic.certificate.required', { field }) });

  let body: ReactNode;
  if (!student) {
    body = <StudentGate />;
  } else if (register.data) {
    body = <Done reg={register.data} />;
  } else {
    body = (
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ ...draft, ...(Number.isInteger(id) && id > 0 ? { abilityCompId: id } : {}) }}
        onValuesChange={(_, all) =>
          setDraft({ abilityCompId: all.abilityCompId, name: all.name ?? '', mobile: all.mobile ?? '' })
        }
        onFinish={(v) => register.mutate(v)}
      >
        <Form.Item
          name="abilityCompId"
          label={t('compPublic.registration.competition')}
          rules={[required(t('compPublic.registration.competition'))]}
        >
          <CompetitionSelect testId="registration-competition" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('compPublic.registration.name')}
          rules={[required(t('compPublic.registration.name'))]}
        >
          <Input maxLength={40} autoComplete="name" data-testid="registration-name" />
        </Form.Item>
        <Form.Item
          name="idNumber"
          label={t('compPublic.registration.idNumber')}
          rules={[required(t('compPublic.registration.idNumber'))]}
        >
          <Input
            maxLength={24}
            autoComplete="off"
            placeholder={t('compPublic.certificate.idNumberPlaceholder')}
            data-testid="registration-id"
          />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('compPublic.registration.mobile')}
          rules={[required(t('compPublic.registration.mobile'))]}
        >
          <Input maxLength={11} inputMode="numeric" autoComplete="tel" data-testid="registration-mobile" />
        </Form.Item>
        {register.isError && (
          <Alert
            type="error"
            showIcon
            message={register.error.message}
            style={{ marginBottom: 12 }}
            data-testid="registration-error"
          />
        )}
        <Button
          type="primary"
          htmlType="submit"
          loading={register.isPending}
          block={location.pathname.endsWith('_wx')}
          data-testid="registration-submit"
        >
          {t('compPublic.registration.submit')}
        </Button>
      </Form>
    );
  }
  return (
    <Flex
      vertical
      gap={16}
      style={{ maxWidth: location.pathname.endsWith('_wx') ? 480 : 880, margin: '0 auto', width: '100%' }}
    >
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('compPublic.registration.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('compPublic.registration.intro')}</Typography.Paragraph>
        {body}
      </Card>
    </Flex>
  );
}
