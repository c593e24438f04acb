/**
 * Profile: the avatar (jpg/png/gif/webp up to 2 MB, checked here before the upload with
 * fileWorkType 25, then saved with updateUserInfo), the editable name and the account facts.
 */
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import type { TLoginInfo } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { App, Avatar, Button, Card, Descriptions, Flex, Form, Input, Upload } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { userApi } from '../../api/users';
import { updateLoginInfo } from '../../session/actions';
import { isManager, isOperator, isStudent } from '../../session/roles';
import { dataLabel } from '../../shared/language-map';
import { useSchool } from '../../shared/use-school';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];
const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

function roleLabel(info: TLoginInfo, t: TFunction): string {
  if (isOperator(info)) return dataLabel('role.operator', t('roles.operator'));
  if (isManager(info)) return dataLabel('role.manager', t('roles.manager'));
  return isStudent(info) ? dataLabel('userType.2', t('roles.student')) : dataLabel('userType.1', t('roles.teacher'));
}

export function ProfileCard({ info }: { info: TLoginInfo }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { data: school } = useSchool();
  const saveName = useMutation({
    mutationFn: (name: string) => userApi.updateUserInfo({ name }),
    onSuccess: (next) => {
      updateLoginInfo(next);
      void message.success(t('profile.saved'));
    },
  });
  const saveAvatar = useMutation({
    mutationFn: async (file: File) => {
      const { filePath } = await userApi.uploadHeadImage(file);
      return userApi.updateUserInfo({ name: info.name, headImgUrl: filePath });
    },
    onSuccess: (next) => {
      updateLoginInfo(next);
      void message.success(t('profile.avatarUpdated'));
    },
  });

  const checkImage = (file: File): boolean => {
    if (!IMAGE_TYPES.includes(file.type)) {
      void message.error(t('profile.avatarType'));
      return false;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      void message.error(t('profile.avatarSize'));
      return false;
    }
    return true;
  };

  return (
    <Card title={t('profile.title')}>
      <Flex vertical align="center" gap={12} style={{ marginBottom: 24 }}>
        <Avatar size={96} src={info.headImgUrl || undefined} icon={<UserOutlined />} data-testid="profile-avatar" />
        <Upload
          accept=".jpg,.jpeg,.png,.gif,.webp"
          showUploadList={false}
          beforeUpload={(file) => {
            if (checkImage(file)) saveAvatar.mutate(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<CameraOutlined />} loading={saveAvatar.isPending}>
            {t('profile.changeAvatar')}
          </Button>
        </Upload>
        <span style={{ color: '#64748b', fontSize: 12 }}>{t('profile.avatarRule')}</span>
      </Flex>
      <Form
        name="profile"
        layout="vertical"
        initialValues={{ name: info.name }}
        onFinish={(values: { name: string }) => saveName.mutate(values.name.trim())}
      >
        <Form.Item
          name="name"
          label={t('profile.name')}
          rules={[{ required: true, whitespace: true, message: t('profile.nameRequired') }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saveName.isPending}>
          {t('common.save')}
        </Button>
      </Form>
      <Descriptions
        column={1}
        size="small"
        style={{ marginTop: 24 }}
        items={[
          { key: 'mobile', label: t('profile.mobile'), children: info.mobile },
          { key: 'role', label: t('profile.role'), children: roleLabel(info, t) },
          ...(school ? [{ key: 'school', label: t('profile.school'), children: school.schoolName }] : []),
        ]}
      />
    </Card>
  );
}
