/**
 * "Join a class" for students: the class code from the teacher (part 1 §5, "class code must be
 * correct"). Once the code is complete the class it leads to shows (toBeAddedClassList: teacher,
 * course, size) before the student joins. The server's answer (wrong code, closed class, already
 * joined) shows on the field. The button is join-class-button.tsx, which loads this on use.
 */
import { LoadingOutlined } from '@ant-design/icons';
import { CLASS_CODE_LENGTH, normalizeClassCode, type TClassSummary } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { classApi } from '../../api/classes';
import { isApiError } from '../../api/errors';
import { queryKeys } from '../../api/query-keys';

interface JoinForm {
  classCode: string;
}

export function JoinClassDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<JoinForm>();
  const code = Form.useWatch('classCode', form) ?? '';
  const complete = code.length === CLASS_CODE_LENGTH;
  const preview = useQuery({
    queryKey: ['toBeAddedClassList', code],
    queryFn: () => classApi.toBeAddedClassList(code),
    enabled: open && complete,
    retry: false,
  });
  const found = complete ? preview.data?.[0] : undefined;
  const lookupError =
    complete && preview.error ? (isApiError(preview.error) ? preview.error.message : t('error.unknown')) : null;
  const join = useMutation({
    mutationFn: (values: JoinForm) => classApi.addClassByCode(values.classCode),
    onSuccess: (joined: TClassSummary) => {
      void message.success(t('joinClass.joined', { name: joined.className }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.classResource });
      // The first class becomes the current one: the course page and the home show it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.nowClass });
      void queryClient.invalidateQueries({ queryKey: queryKeys.studentDashboard });
      // A code looked up before joining now answers "already joined".
      queryClient.removeQueries({ queryKey: ['toBeAddedClassList'] });
      onClose();
      form.resetFields();
    },
    onError: (error) => {
      const text = isApiError(error) && error.message ? error.message : t('error.unknown');
      form.setFields([{ name: 'classCode', errors: [text] }]);
    },
  });

  return (
    <Modal
      open={open}
      title={t('joinClass.title')}
      okText={t('joinClass.submit')}
      okButtonProps={{ disabled: found?.joined === true || lookupError !== null }}
      cancelText={t('common.cancel')}
      confirmLoading={join.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} name="joinClass" layout="vertical" onFinish={(values) => join.mutate(values)}>
        <Form.Item
          name="classCode"
          label={t('joinClass.code')}
          extra={t('joinClass.hint')}
          validateStatus={lookupError ? 'error' : undefined}
          help={lookupError ?? undefined}
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
      {complete && preview.isFetching ? (
        <Typography.Text type="secondary">
          <LoadingOutlined /> {t('joinPreview.checking')}
        </Typography.Text>
      ) : null}
      {found ? (
        <div data-testid="class-preview">
          <Descriptions
            size="small"
            column={1}
            bordered
            title={found.className}
            items={[
              { key: 'teacher', label: t('joinPreview.teacher'), children: found.teacherName },
              { key: 'course', label: t('joinPreview.course'), children: found.resourceLessonName ?? '—' },
              { key: 'students', label: t('joinPreview.students'), children: found.studentNumber },
            ]}
          />
          {found.joined ? (
            <Alert type="info" showIcon message={t('joinPreview.joined')} style={{ marginTop: 12 }} />
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
