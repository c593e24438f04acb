/** The operator's "create school" form: the fields of ZCreateSchoolRequest, checked before sending. */
import {
  DEFAULT_TIME_ZONE,
  PASSWORD_MIN_LENGTH,
  type TCreateSchoolRequest,
  TIME_ZONE_CHOICES,
  zoneOffset,
} from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys';
import { schoolApi } from '../../api/schools';

const MOBILE_PATTERN = /^1\d{10}$/;

export function CreateSchoolModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TCreateSchoolRequest>();
  const create = useMutation({
    mutationFn: schoolApi.createSchool,
    onSuccess: () => {
      void message.success(t('operator.created'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.schools });
      form.resetFields();
      onClose();
    },
  });
  const required = (label: string) => ({
    required: true,
    whitespace: true,
    message: t('operator.required', { field: label }),
  });
  return (
    <Modal
      open={open}
      title={t('operator.create')}
      width={720}
      okText={t('operator.createOk')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={(values) => create.mutate(values)} preserve={false}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="schoolName"
              label={t('operator.schoolName')}
              rules={[required(t('operator.schoolName')), { min: 2, max: 60, message: t('operator.schoolNameLength') }]}
            >
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="schoolNameEn" label={t('operator.schoolNameEn')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="timeZone"
          label={t('operator.timeZone')}
          extra={t('operator.timeZoneHint')}
          initialValue={DEFAULT_TIME_ZONE}
        >
          <Select
            options={TIME_ZONE_CHOICES.map((zone) => ({
              value: zone,
              label: `${zone.replace(/_/g, ' ')} (UTC${zoneOffset(new Date(), zone)})`,
            }))}
          />
        </Form.Item>
        <Form.Item name="schoolIntroduce" label={t('operator.schoolIntroduce')}>
          <Input.TextArea rows={3} maxLength={20000} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="contactPhone" label={t('operator.contactPhone')}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="hotline" label={t('operator.hotline')}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="email"
              label={t('operator.email')}
              rules={[{ type: 'email', message: t('operator.emailInvalid') }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item
              name="managerMobile"
              label={t('operator.managerMobile')}
              rules={[
                required(t('operator.managerMobile')),
                { pattern: MOBILE_PATTERN, message: t('login.mobileInvalid') },
              ]}
            >
              <Input maxLength={11} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="managerName"
              label={t('operator.managerName')}
              rules={[required(t('operator.managerName'))]}
            >
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="managerPassword"
              label={t('operator.managerPassword')}
              rules={[
                required(t('operator.managerPassword')),
                { min: PASSWORD_MIN_LENGTH, message: t('password.min') },
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
