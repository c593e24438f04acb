/**
 * What a teacher typed into a form is not thrown away by a stray click: once the form changed,
 * closing it asks first ("discard what you have not saved?").
 */
import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function useDiscardGuard(onCancel: () => void) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [dirty, setDirty] = useState(false);
  const cancel = () => {
    if (!dirty) {
      onCancel();
      return;
    }
    modal.confirm({
      title: t('common.discardConfirm'),
      okText: t('common.discard'),
      cancelText: t('common.keepEditing'),
      onOk: onCancel,
    });
  };
  const markDirty = useCallback(() => setDirty(true), []);
  const reset = useCallback(() => setDirty(false), []);
  return { cancel, markDirty, reset, dirty };
}
