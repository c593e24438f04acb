/** The form that starts a live lesson: title, sign-in code mode (rotating or a fixed fallback), late limit. */
import { DEFAULT_LATE_AFTER_MINUTES, SIGN_IN_CODE_PERIOD_SECONDS, type TSignInMode } from '@lingua/contracts';
import { Form, Input, InputNumber, Modal, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export interface StartLessonValues {
  title: string;
  signInMode: TSignInMode;
  fixedCode?: string;
  lateAfterMinutes: number;
}

export function StartLessonModal({
  open,
  busy,
  onCancel,
  onStart,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onStart: (values: StartLessonValues) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StartLessonValues>();
  const mode = Form.useWatch('signInMode', form);
  return (
    <Modal
      open={open}
      title={t('classroom.startTitle')}
      okText={t('classroom.start')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ signInMode: 'rotating', lateAfterMinutes: DEFAULT_LATE_AFTER_MINUTES }}
        onFinish={onStart}
      >
        <Form.Item
          name="title"
          label={t('classroom.lessonTitle')}
          rules={[{ required: true, whitespace: true, max: 60 }]}
        >
          <Input placeholder={t('classroom.lessonTitlePlaceholder')} maxLength={60} />
        </Form.Item>
        <Form.Item name="signInMode" label={t('classroom.signInMode')}>
          <Radio.Group>
            <Space orientation="vertical">
              <Radio value="rotating">{t('classroom.rotating', { seconds: SIGN_IN_CODE_PERIOD_SECONDS })}</Radio>
              <Radio value="fixed">{t('classroom.fixed')}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {mode === 'fixed' ? (
          <Form.Item
            name="fixedCode"
            label={t('classroom.fixedCode')}
            extra={t('classroom.fixedCodeHint')}
            rules={[{ required: true, pattern: /^\d{4}$/, message: t('classroom.fixedCodeInvalid') }]}
          >
            <Input maxLength={4} inputMode="numeric" style={{ width: 160 }} />
          </Form.Item>
        ) : null}
        <Form.Item label={t('classroom.lateAfter')}>
          <Space>
            <Form.Item name="lateAfterMinutes" noStyle>
              <InputNumber min={0} max={240} precision={0} />
            </Form.Item>
            <span>{t('classroom.lateAfterSuffix')}</span>
          </Space>
        </Form.Item>
      </Form>
    </Modal>
  );
}
