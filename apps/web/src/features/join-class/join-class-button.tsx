/**
 * "Join a class" for students: the class code from the teacher (part 1 §5, "class code must be
 * correct"). The server's answer (wrong code, closed class, already joined) shows on the field.
 */
import { PlusOutlined } from '@ant-design/icons';
import { CLASS_CODE_LENGTH, normalizeClassCode, type TClassSummary } from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/endpoints';
import { isApiError } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';

interface JoinForm {
  classCode: string;
}

export function JoinClassButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<JoinForm>();
  const join = useMutation({
    mutationFn: (values: JoinForm) => api.addClassByCode(values.classCode),
    onSuccess: (joined: TClassSummary) => {
      void message.success(t('joinClass.joined', { name: joined.className }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.classResource });
      setOpen(false);
      form.resetFields();
    },
    onError: (error) => {
      const text = isApiError(error) && error.message ? error.message : t('error.unknown');
      form.setFields([{ name: 'classCode', errors: [text] }]);
    },
  });

  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {t('joinClass.button')}
      </Button>
      <Modal
        open={open}
        title={t('joinClass.title')}
        okText={t('joinClass.submit')}
        cancelText={t('common.cancel')}
        confirmLoading={join.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form form={form} name="joinClass" layout="vertical" onFinish={(values) => join.mutate(values)}>
          <Form.Item
            name="classCode"
            label={t('joinClass.code')}
            extra={t('joinClass.hint')}
            normalize={(value: string) => normalizeClassCode(value ?? '')}
            rules={[{ required: true, message: t('joinClass.required') }]}
          >
            <Input
              maxLength={CLASS_CODE_LENGTH + 4}
              placeholder={t('joinClass.placeholder')}
              style={{ fontFamily: 'monospace', letterSpacing: 2 }}
              autoFocus
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
