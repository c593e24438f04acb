/**
 * /operator/ltiPlatforms: the course platforms (Moodle, Canvas) registered as LTI 1.3 platforms
 * per school, and Lingua's own tool addresses to copy into the platform's tool registration.
 */
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { LtiToolPaths, type TLtiPlatform, type TLtiPlatformInput } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  type TableProps,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ltiApi } from '../../api/lti';
import { queryKeys } from '../../api/query-keys';
import { schoolApi } from '../../api/schools';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { FormModal, showSaveError } from '../../features/forms/form-modal';

const PLATFORMS_KEY = ['lti', 'platforms'] as const;
const FIELDS = ['schoolId', 'name', 'issuer', 'clientId', 'deploymentIds', 'authLoginUrl', 'tokenUrl', 'jwksUrl'];
const URL_PATTERN = /^https?:\/\/\S+$/;

type FormValues = Omit<TLtiPlatformInput, 'platformId'>;

function ToolAddresses() {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const item = (key: string, label: string, path: string) => ({
    key,
    label,
    children: (
      <Typography.Text copyable code style={{ wordBreak: 'break-all' }}>
        {`${origin}${path}`}
      </Typography.Text>
    ),
  });
  return (
    <Card title={t('lti.platforms.toolTitle')} style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary">{t('lti.platforms.toolHint')}</Typography.Paragraph>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          item('login', t('lti.platforms.loginUrl'), LtiToolPaths.login),
          item('launch', t('lti.platforms.launchUrl'), LtiToolPaths.launch),
          item('deepLink', t('lti.platforms.deepLinkUrl'), LtiToolPaths.launch),
          item('jwks', t('lti.platforms.jwksUrl'), LtiToolPaths.jwks),
        ]}
      />
    </Card>
  );
}

function PlatformModal({ editing, onClose }: { editing: TLtiPlatform | 'new' | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const schools = useQuery({ queryKey: queryKeys.schools, queryFn: schoolApi.schoolList, enabled: editing !== null });
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      ltiApi.savePlatform({ ...values, ...(editing && editing !== 'new' ? { platformId: editing.platformId } : {}) }),
    onSuccess: () => {
      void message.success(t('lti.platforms.saved'));
      void queryClient.invalidateQueries({ queryKey: PLATFORMS_KEY });
      onClose();
    },
    onError: (error) => showSaveError(form, error, t, 'name', FIELDS),
  });
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('operator.required', { field: label }),
  });
  const url = (label: string) => [required(label), { pattern: URL_PATTERN, message: t('lti.platforms.urlInvalid') }];
  const initial = editing && editing !== 'new' ? editing : undefined;
  return (
    <FormModal<FormValues>
      open={editing !== null}
      title={initial ? t('lti.platforms.edit') : t('lti.platforms.add')}
      form={form}
      name="ltiPlatform"
      saving={save.isPending}
      onSave={(values) => save.mutate(values)}
      onClose={onClose}
    >
      <Form.Item
        name="schoolId"
        label={t('lti.platforms.school')}
        initialValue={initial?.schoolId}
        rules={[{ required: true, message: t('operator.required', { field: t('lti.platforms.school') }) }]}
      >
        <Select
          showSearch
          optionFilterProp="label"
          loading={schools.isPending}
          options={(schools.data ?? []).map((s) => ({ value: s.schoolId, label: s.schoolName }))}
        />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('lti.platforms.name')}
        initialValue={initial?.name}
        rules={[required(t('lti.platforms.name'))]}
      >
        <Input maxLength={100} placeholder={t('lti.platforms.namePlaceholder')} />
      </Form.Item>
      <Form.Item
        name="issuer"
        label={t('lti.platforms.issuer')}
        initialValue={initial?.issuer}
        extra={t('lti.platforms.issuerHint')}
        rules={[required(t('lti.platforms.issuer'))]}
      >
        <Input maxLength={300} placeholder="https://moodle.example.edu.cn" />
      </Form.Item>
      <Form.Item
        name="clientId"
        label={t('lti.platforms.clientId')}
        initialValue={initial?.clientId}
        rules={[required(t('lti.platforms.clientId'))]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="deploymentIds"
        label={t('lti.platforms.deploymentIds')}
        initialValue={initial?.deploymentIds ?? []}
        extra={t('lti.platforms.deploymentHint')}
        rules={[
          {
            required: true,
            type: 'array',
            min: 1,
            message: t('operator.required', { field: t('lti.platforms.deploymentIds') }),
          },
        ]}
      >
        <Select mode="tags" open={false} tokenSeparators={[',', ' ']} />
      </Form.Item>
      <Form.Item
        name="authLoginUrl"
        label={t('lti.platforms.authLoginUrl')}
        initialValue={initial?.authLoginUrl}
        rules={url(t('lti.platforms.authLoginUrl'))}
      >
        <Input maxLength={500} placeholder="https://moodle.example.edu.cn/mod/lti/auth.php" />
      </Form.Item>
      <Form.Item
        name="tokenUrl"
        label={t('lti.platforms.tokenUrl')}
        initialValue={initial?.tokenUrl}
        rules={url(t('lti.platforms.tokenUrl'))}
      >
        <Input maxLength={500} placeholder="https://moodle.example.edu.cn/mod/lti/token.php" />
      </Form.Item>
      <Form.Item
        name="jwksUrl"
        label={t('lti.platforms.jwksUrl')}
        initialValue={initial?.jwksUrl}
        rules={url(t('lti.platforms.jwksUrl'))}
      >
        <Input maxLength={500} placeholder="https://moodle.example.edu.cn/mod/lti/certs.php" />
      </Form.Item>
    </FormModal>
  );
}

export function LtiPlatformsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TLtiPlatform | 'new' | null>(null);
  const { data, isLoading } = useQuery({ queryKey: PLATFORMS_KEY, queryFn: ltiApi.platforms });
  const remove = useMutation({
    mutationFn: ltiApi.deletePlatform,
    onSuccess: () => {
      void message.success(t('lti.platforms.deleted'));
      void queryClient.invalidateQueries({ queryKey: PLATFORMS_KEY });
    },
  });
  useDocumentTitle(t('lti.platforms.title'));
  const columns: TableProps<TLtiPlatform>['columns'] = [
    { key: 'name', title: t('lti.platforms.name'), dataIndex: 'name' },
    { key: 'school', title: t('lti.platforms.school'), dataIndex: 'schoolName', responsive: ['md'] },
    {
      key: 'issuer',
      title: t('lti.platforms.issuer'),
      dataIndex: 'issuer',
      responsive: ['lg'],
      render: (v: string) => <Typography.Text style={{ wordBreak: 'break-all' }}>{v}</Typography.Text>,
    },
    { key: 'client', title: t('lti.platforms.clientId'), dataIndex: 'clientId', responsive: ['lg'] },
    {
      key: 'deployments',
      title: t('lti.platforms.deploymentIds'),
      dataIndex: 'deploymentIds',
      responsive: ['md'],
      render: (ids: string[]) => ids.join(', '),
    },
    {
      key: 'actions',
      title: t('lti.platforms.actions'),
      width: 120,
      render: (_: unknown, row) => (
        <Space>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            aria-label={t('lti.platforms.edit')}
            onClick={() => setEditing(row)}
          />
          <Popconfirm
            title={t('lti.platforms.deleteConfirm', { name: row.name })}
            onConfirm={() => remove.mutate(row.platformId)}
          >
            <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={t('lti.platforms.delete')} />
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" className="page-title" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('lti.platforms.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('lti.platforms.add')}
        </Button>
      </Flex>
      <ToolAddresses />
      <Card>
        <Table<TLtiPlatform>
          rowKey="platformId"
          loading={isLoading}
          columns={columns}
          dataSource={data ?? []}
          locale={{ emptyText: <Empty description={t('lti.platforms.empty')} /> }}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
        />
      </Card>
      <PlatformModal editing={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
