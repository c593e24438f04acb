/**
 * The platform operator's setting of a school's own sign-in (CAS 3.0 or OpenID Connect): the IdP's
 * address, client id and write-only secret, which claim is the school's number, what an unknown
 * number becomes, the button's text; the addresses to register at the IdP; a connection test.
 */
import type {
  TSaveSchoolSignInRequest,
  TSchoolSignInConfig,
  TSchoolSignInProtocol,
  TSchoolSignInTest,
} from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Form, Input, Modal, Radio, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { schoolSignInApi } from '../../api/school-sign-in';
import { showSaveError } from '../../features/forms/form-modal';
import { useDiscardGuard } from '../../features/forms/use-discard-guard';

type Values = Required<Omit<TSaveSchoolSignInRequest, 'schoolId'>>;

const FIELDS = ['serverAddress', 'clientId', 'clientSecret', 'numberClaim', 'buttonName', 'buttonNameEn'] as const;
const SERVER_URL = /^https?:\/\/[^\s/?#\\]+(?:\/[^\s?#\\]*)?$/i;
const CLAIM = /^[\w.:-]+$/;

function initialValues(config: TSchoolSignInConfig): Values {
  return {
    protocol: config.protocol,
    enabled: config.configured ? config.enabled : true,
    serverAddress: config.serverAddress,
    clientId: config.clientId,
    clientSecret: '',
    numberClaim: config.numberClaim,
    createUnknown: config.createUnknown,
    createAs: config.createAs === 1 ? 1 : 2,
    buttonName: config.buttonName,
    buttonNameEn: config.buttonNameEn,
  };
}

export function SchoolSignInModal({
  school,
  onClose,
}: {
  school: { schoolId: number; schoolName: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const guard = useDiscardGuard(onClose);
  const schoolId = school?.schoolId ?? 0;
  const queryKey = ['schoolSignInConfig', schoolId];
  const config = useQuery({ queryKey, queryFn: () => schoolSignInApi.config(schoolId), enabled: schoolId > 0 });
  const [tested, setTested] = useState<TSchoolSignInTest | null>(null);
  const protocol = Form.useWatch('protocol', form) as TSchoolSignInProtocol | undefined;
  const createUnknown = Form.useWatch('createUnknown', form) as boolean | undefined;
  const { reset } = guard;

  useEffect(() => {
    if (config.data) {
      form.setFieldsValue(initialValues(config.data));
      reset();
      setTested(null);
    }
  }, [config.data, form, reset]);

  const save = useMutation({
    mutationFn: (values: Values) => schoolSignInApi.save({ ...values, schoolId }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      void message.success(t('schoolSignIn.operator.saved'));
    },
    onError: (error) => showSaveError(form, error, t, 'serverAddress', FIELDS),
  });
  const test = useMutation({
    mutationFn: () => schoolSignInApi.test(schoolId),
    onSuccess: setTested,
  });
  const remove = useMutation({
    mutationFn: () => schoolSignInApi.remove(schoolId),
    onSuccess: () => {
      void message.success(t('schoolSignIn.operator.removed'));
      void queryClient.invalidateQueries({ queryKey });
    },
  });

  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('schoolSignIn.operator.required', { field: label }),
  });
  const data = config.data;
  const isOidc = (protocol ?? data?.protocol) === 'oidc';

  return (
    <Modal
      open={school !== null}
      title={t('schoolSignIn.operator.title', { school: school?.schoolName ?? '' })}
      width={760}
      onCancel={guard.cancel}
      destroyOnHidden
      footer={[
        data?.configured ? (
          <Button
            key="remove"
            danger
            loading={remove.isPending}
            onClick={() =>
              modal.confirm({
                title: t('schoolSignIn.operator.removeConfirm'),
                okButtonProps: { danger: true },
                okText: t('schoolSignIn.operator.remove'),
                cancelText: t('common.cancel'),
                onOk: () => remove.mutateAsync(),
              })
            }
          >
            {t('schoolSignIn.operator.remove')}
          </Button>
        ) : null,
        <Button
          key="test"
          disabled={!data?.configured || guard.dirty}
          title={!data?.configured || guard.dirty ? t('schoolSignIn.operator.testSaveFirst') : undefined}
          loading={test.isPending}
          onClick={() => test.mutate()}
        >
          {t('schoolSignIn.operator.test')}
        </Button>,
        <Button key="cancel" onClick={guard.cancel}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={() => form.submit()}>
          {t('schoolSignIn.operator.save')}
        </Button>,
      ]}
    >
      {!data ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            {t('schoolSignIn.operator.intro', { id: schoolId })}
          </Typography.Paragraph>
          {tested ? (
            <Alert
              type={tested.ok ? 'success' : 'error'}
              showIcon
              style={{ marginBottom: 16 }}
              data-testid="school-sign-in-test"
              title={tested.ok ? t('schoolSignIn.operator.testOk') : t('schoolSignIn.operator.testFailed')}
              description={<span style={{ wordBreak: 'break-all' }}>{tested.detail}</span>}
            />
          ) : null}
          <Form<Values>
            form={form}
            name="schoolSignIn"
            layout="vertical"
            onFinish={(values) => save.mutate(values)}
            onValuesChange={guard.markDirty}
          >
            <Row gutter={16}>
              <Col xs={24} md={16}>
                <Form.Item name="protocol" label={t('schoolSignIn.operator.protocol')}>
                  <Radio.Group
                    optionType="button"
                    options={[
                      { value: 'oidc', label: t('schoolSignIn.operator.oidc') },
                      { value: 'cas', label: t('schoolSignIn.operator.cas') },
                    ]}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="enabled" label={t('schoolSignIn.operator.enabled')} valuePropName="checked">
                  <Switch />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="serverAddress"
              label={
                isOidc ? t('schoolSignIn.operator.serverAddressOidc') : t('schoolSignIn.operator.serverAddressCas')
              }
              extra={t('schoolSignIn.operator.serverAddressHint')}
              rules={[
                required(
                  isOidc ? t('schoolSignIn.operator.serverAddressOidc') : t('schoolSignIn.operator.serverAddressCas'),
                ),
                { pattern: SERVER_URL, message: t('schoolSignIn.operator.serverAddressInvalid') },
              ]}
            >
              <Input maxLength={300} placeholder="https://" />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="clientId"
                  label={t('schoolSignIn.operator.clientId')}
                  rules={isOidc ? [required(t('schoolSignIn.operator.clientId'))] : []}
                >
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="clientSecret"
                  label={t('schoolSignIn.operator.clientSecret')}
                  extra={
                    data.hasClientSecret
                      ? t('schoolSignIn.operator.clientSecretKept')
                      : t('schoolSignIn.operator.clientSecretNone')
                  }
                >
                  <Input.Password maxLength={500} autoComplete="new-password" />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              name="numberClaim"
              label={t('schoolSignIn.operator.numberClaim')}
              extra={t('schoolSignIn.operator.numberClaimHint')}
              rules={[
                required(t('schoolSignIn.operator.numberClaim')),
                { pattern: CLAIM, message: t('schoolSignIn.operator.numberClaimInvalid') },
              ]}
            >
              <Input maxLength={100} placeholder={isOidc ? 'student_no' : 'user'} />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={16}>
                <Form.Item name="createUnknown" label={t('schoolSignIn.operator.createUnknown')}>
                  <Radio.Group
                    options={[
                      { value: true, label: t('schoolSignIn.operator.createUnknownYes') },
                      { value: false, label: t('schoolSignIn.operator.createUnknownNo') },
                    ]}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="createAs" label={t('schoolSignIn.operator.createAs')}>
                  <Select
                    disabled={!createUnknown}
                    options={[
                      { value: 2, label: t('schoolSignIn.operator.student') },
                      { value: 1, label: t('schoolSignIn.operator.teacher') },
                    ]}
                  />
                </Form.Item>
              </Col>
            </Row>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="buttonName"
                  label={t('schoolSignIn.operator.buttonName')}
                  rules={[required(t('schoolSignIn.operator.buttonName'))]}
                >
                  <Input maxLength={30} placeholder="统一身份认证登录" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="buttonNameEn" label={t('schoolSignIn.operator.buttonNameEn')}>
                  <Input maxLength={60} placeholder="Sign in with the school account" />
                </Form.Item>
              </Col>
            </Row>
          </Form>
          <Typography.Text type="secondary">{t('schoolSignIn.operator.returnUrl')}</Typography.Text>
          <Typography.Paragraph copyable code data-testid="school-sign-in-return-url">
            {data.returnUrl}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{t('schoolSignIn.operator.signOutReturnUrl')}</Typography.Text>
          <Typography.Paragraph copyable code style={{ marginBottom: isOidc ? undefined : 0 }}>
            {data.signOutReturnUrl}
          </Typography.Paragraph>
          {isOidc && (
            <>
              <Typography.Text type="secondary">{t('schoolSignIn.operator.backChannelLogoutUrl')}</Typography.Text>
              <Typography.Paragraph
                copyable
                code
                style={{ marginBottom: 0 }}
                data-testid="school-sign-in-back-channel-url"
              >
                {data.backChannelLogoutUrl}
              </Typography.Paragraph>
            </>
          )}
        </>
      )}
    </Modal>
  );
}
