/**
 * A password someone else set (a manager's or a teacher's reset, a new teacher) is shown once, in a
 * dialog the person copies it from: the server keeps only its hash, so it cannot be shown again.
 */
import { type App, Typography } from 'antd';
import type { TFunction } from 'i18next';

export function showNewPassword(
  modal: ReturnType<typeof App.useApp>['modal'],
  t: TFunction,
  person: { name: string; mobile: string },
  password: string,
): void {
  modal.success({
    title: t('admin.common.newPasswordTitle'),
    okText: t('common.ok'),
    content: (
      <div>
        <Typography.Paragraph>{t('admin.common.newPasswordHint', person)}</Typography.Paragraph>
        <Typography.Text copyable code strong style={{ fontSize: 20 }} data-testid="new-password">
          {password}
        </Typography.Text>
      </div>
    ),
  });
}
