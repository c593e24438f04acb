/**
 * A modal holding one short form (a class, a teacher, a move): 保存 submits it with the save's
 * progress on the button, 取消 closes it (asking first once something was typed), and a refused
 * save shows the server's message on the field it names.
 */
import { Form, type FormInstance, Modal } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { useDiscardGuard } from './use-discard-guard';

export function FormModal<V>({
  open,
  title,
  form,
  name,
  saving,
  onSave,
  onClose,
  children,
}: {
  open: boolean;
  title: ReactNode;
  form: FormInstance<V>;
  /** The form's name: antd prefixes its field ids with it (`name_field`), which labels and tests use. */
  name: string;
  saving: boolean;
  onSave: (values: V) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const guard = useDiscardGuard(onClose);
  const { reset } = guard;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  return (
    <Modal
      open={open}
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={guard.cancel}
      destroyOnHidden
    >
      <Form form={form} name={name} layout="vertical" onFinish={onSave} onValuesChange={guard.markDirty}>
        {children}
      </Form>
    </Modal>
  );
}

/**
 * Shows a refused save's message on the field the server named when it is one of `fields`, else on
 * `fallback` (the field a refusal without a name is about).
 */
export function showSaveError<V>(
  form: FormInstance<V>,
  error: unknown,
  t: TFunction,
  fallback: string,
  fields: readonly string[] = [],
) {
  const field = isApiError(error) && error.field && fields.includes(error.field) ? error.field : fallback;
  type FieldName = Parameters<FormInstance<V>['setFields']>[0][number]['name'];
  form.setFields([{ name: field as FieldName, errors: [isApiError(error) ? error.message : t('error.unknown')] }]);
}
