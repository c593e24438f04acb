/**
 * The students of one class (/teacher/practicals/studentManage?classId=): add a student of the
 * school by mobile number, reset the password of one who forgot it (the new one shown once),
 * remove one (asking first), back to the class list.
 */
import { ArrowLeftOutlined, UserAddOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Form, Input, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { classApi } from '../../api/classes';
import { isApiError } from '../../api/errors';
import { invalidateClassViews } from '../../api/invalidate-classes';
import { queryKeys } from '../../api/query-keys';
import { showNewPassword } from '../../features/accounts/new-password-dialog';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { RosterActions } from './roster-actions';

interface StudentRow {
  userId: number;
  name: string;
  mobile: string;
}

export function StudentManagePage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const classId = Number(params.get('classId'));
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ mobile: string }>();
  const detail = useQuery({
    queryKey: [...queryKeys.classDetail, classId],
    queryFn: () => classApi.classDetail(classId),
    enabled: Number.isInteger(classId) && classId > 0,
    retry: false,
  });
  const refresh = () => {
    invalidateClassViews(queryClient);
  };
  const add = useMutation({
    mutationFn: (mobile: string) => classApi.addStudent(classId, mobile),
    onSuccess: () => {
      void message.success(t('studentManage.added'));
      form.resetFields();
      refresh();
    },
    onError: (error) =>
      form.setFields([{ name: 'mobile', errors: [isApiError(error) ? error.message : t('error.unknown')] }]),
  });
  const remove = useMutation({
    mutationFn: (studentId: number) => classApi.removeStudent(classId, studentId),
    onSuccess: refresh,
  });
  const reset = useMutation({
    mutationFn: (s: StudentRow) => classApi.resetStudentPassword(classId, s.userId),
    onSuccess: (r, s) => showNewPassword(modal, t, s, r.initialPassword),
  });
  useDocumentTitle(t('studentManage.title'));

  if (!detail.isLoading && !detail.data)
    return <Empty className="page-container" description={t('studentManage.noClass')} />;
  return (
    <div className="page-container">
      <Flex align="center" gap={12} className="page-title">
        <Button
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate(pathname.replace(/studentManage$/, 'classManage'))}
        >
          {t('studentManage.back')}
        </Button>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {detail.data?.className ?? t('studentManage.title')}
        </Typography.Title>
        {detail.data ? (
          <Typography.Text type="secondary">
            {t('classes.code')}
            {t('common.colon')}
            {detail.data.classCode}
          </Typography.Text>
        ) : null}
      </Flex>
      <Card>
        <Flex justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
          <Form form={form} name="addStudent" layout="inline" onFinish={(v) => add.mutate(v.mobile.trim())}>
            <Form.Item
              name="mobile"
              label={t('studentManage.mobile')}
              rules={[{ required: true, pattern: /^\s*1\d{10}\s*$/, message: t('studentManage.mobileRule') }]}
            >
              <Input maxLength={13} placeholder="139xxxxxxxx" style={{ width: 200 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} loading={add.isPending}>
              {t('studentManage.add')}
            </Button>
          </Form>
          <RosterActions classId={classId} />
        </Flex>
        <Table<StudentRow>
          rowKey="userId"
          loading={detail.isLoading}
          dataSource={detail.data?.students ?? []}
          pagination={{ pageSize: 20 }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('studentManage.name'), dataIndex: 'name', key: 'name' },
            { title: t('studentManage.mobile'), dataIndex: 'mobile', key: 'mobile' },
            {
              title: t('classManage.actions'),
              key: 'actions',
              render: (_: unknown, s: StudentRow) => (
                <Space wrap size={0}>
                  <Button
                    type="link"
                    size="small"
                    onClick={() =>
                      modal.confirm({
                        title: t('admin.common.resetConfirm', { name: s.name }),
                        okText: t('common.ok'),
                        cancelText: t('common.cancel'),
                        onOk: () => reset.mutate(s),
                      })
                    }
                  >
                    {t('admin.classStudent.resetPassword')}
                  </Button>
                  <Button
                    type="link"
                    danger
                    size="small"
                    onClick={() =>
                      modal.confirm({
                        title: t('studentManage.removeConfirm', { name: s.name }),
                        okText: t('common.ok'),
                        cancelText: t('common.cancel'),
                        onOk: () => remove.mutate(s.userId),
                      })
                    }
                  >
                    {t('studentManage.remove')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
