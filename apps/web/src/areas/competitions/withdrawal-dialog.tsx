/**
 * The withdrawal dialog (part 2 §2.11, §5): a reason, required and at most 500 characters, then the
 * confirm "您确定要退赛吗？"; after it the user is withdrawn and the page reloads (§4). What was typed
 * stays in the box when the server refuses.
 */
import { WITHDRAWAL_REASON_MAX } from '@lingua/contracts';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export function WithdrawalDialog({
  open,
  busy,
  onWithdraw,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  onWithdraw: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const { reason } = await form.validateFields();
    modal.confirm({
      title: t('competition.withdrawalConfirm'),
      okButtonProps: { danger: true },
      onOk: () => onWithdraw(reason.trim()),
    });
  };
  return (
    <Modal
      open={open}
      title={t('competition.withdrawalTitle')}
      onCancel={onCancel}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ danger: true, loading: busy }}
      okText={t('competition.withdrawal')}
    >
      <Form form={form} layout="vertical" preserve>
        <Form.Item
          name="reason"
          label={t('competition.withdrawalReason')}
          rules={[
            {
              validator: (_r, v: string | undefined) =>
                v?.trim() ? Promise.resolve() : Promise.reject(new Error(t('competition.withdrawalRequired'))),
            },
            { max: WITHDRAWAL_REASON_MAX, message: t('competition.withdrawalTooLong') },
          ]}
        >
          <Input.TextArea
            rows={4}
            // The count shows the limit and marks a longer reason; nothing typed is cut off.
            count={{ show: true, max: WITHDRAWAL_REASON_MAX }}
            placeholder={t('competition.withdrawalPlaceholder')}
            data-testid="withdrawal-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
