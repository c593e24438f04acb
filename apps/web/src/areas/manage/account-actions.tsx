/**
 * The manager's buttons on a teacher's or a student's row: reset the password (the new one shown
 * once) and disable or enable the account, each asked first. The manager's own row has none: their
 * own account is changed in the personal centre.
 */
import type { TAccountStatus } from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { manageApi } from '../../api/manage';
import { showNewPassword } from '../../features/accounts/new-password-dialog';

interface Person {
  userId: number;
  name: string;
  mobile: string;
  status: TAccountStatus;
}

export function StatusTag({ status }: { status: TAccountStatus }) {
  const { t } = useTranslation();
  return status === 'active' ? (
    <Tag color="green">{t('admin.common.active')}</Tag>
  ) : (
    <Tag color="default">{t('admin.common.disabled')}</Tag>
  );
}

export function AccountActions({ person }: { person: Person }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () => manageApi.resetPassword(person.userId),
    onSuccess: (r) => {
      showNewPassword(modal, t, person, r.initialPassword);
      invalidateClassViews(queryClient);
    },
  });
  const status = useMutation({
    mutationFn: (next: TAccountStatus) => manageApi.setUserStatus(person.userId, next),
    onSuccess: (r) => {
      void message.success(r.status === 'disabled' ? t('admin.common.disabledDone') : t('admin.common.enabledDone'));
      invalidateClassViews(queryClient);
    },
  });
  const ask = (title: string, onOk: () => void) =>
    modal.confirm({ title, okText: t('common.ok'), cancelText: t('common.cancel'), onOk });
  const disabling = person.status === 'active';
  return (
    <Space wrap size={0}>
      <Button
        type="link"
        size="small"
        loading={reset.isPending}
        onClick={() => ask(t('admin.common.resetConfirm', { name: person.name }), () => reset.mutate())}
      >
        {t('admin.common.resetPassword')}
      </Button>
      <Button
        type="link"
        size="small"
        danger={disabling}
        loading={status.isPending}
        onClick={() =>
          ask(t(disabling ? 'admin.common.disableConfirm' : 'admin.common.enableConfirm', { name: person.name }), () =>
            status.mutate(disabling ? 'disabled' : 'active'),
          )
        }
      >
        {disabling ? t('admin.common.disable') : t('admin.common.enable')}
      </Button>
    </Space>
  );
}
