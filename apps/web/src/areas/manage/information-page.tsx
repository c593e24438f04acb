/**
 * /manage/information (part 2 §2.3): the manager's school information. What the operator set up
 * (name, logo, time zone, applications) is shown read-only; the introduction in both languages and
 * the contact fields are the manager's to keep, saved and audited. The introduction reads as the
 * school introduction dialog of every shell shows it.
 */
import { EditOutlined } from '@ant-design/icons';
import type { TSchoolContactRequest } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Avatar,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys';
import { teachingApi } from '../../api/teaching';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { FormModal, showSaveError } from '../../features/forms/form-modal';
import { RichTextEditor } from '../../features/rich-text/rich-text-editor';
import { RichTextView } from '../../features/rich-text/rich-text-view';
import { TableEmpty } from './list-states';

const KEY = ['schoolInformation'];
type InfoForm = Required<TSchoolContactRequest>;
const FIELDS = ['introduceCn', 'introduceEn', 'contactPhone', 'hotline', 'email'];

function InfoFormInit({ form, values }: { form: ReturnType<typeof Form.useForm<InfoForm>>[0]; values: InfoForm }) {
  const [first] = useState(values);
  useEffect(() => form.setFieldsValue(first), [form, first]);
  return null;
}

export function SchoolInformationPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  useDocumentTitle(t('information.title'));
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<InfoForm>();
  const info = useQuery({ queryKey: KEY, queryFn: teachingApi.schoolInformation });
  const save = useMutation({
    mutationFn: (values: InfoForm) => teachingApi.saveSchoolInformation(values),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.schoolInfo });
      void queryClient.invalidateQueries({ queryKey: queryKeys.teacherMain });
      void message.success(t('information.saved'));
      setEditing(false);
    },
    onError: (error) => showSaveError(form, error, t, 'introduceCn', FIELDS),
  });
  const d = info.data;
  const intro = d ? (i18n.language.startsWith('en') && d.introduceEn ? d.introduceEn : d.introduceCn) : '';
  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('information.title')}
        </Typography.Title>
        <Button type="primary" icon={<EditOutlined />} disabled={!d} onClick={() => setEditing(true)}>
          {t('information.edit')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">{t('information.intro')}</Typography.Paragraph>
      {info.isLoading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : !d ? (
        <Card>
          <TableEmpty failed onRetry={() => void info.refetch()} text="" />
        </Card>
      ) : (
        <Flex vertical gap={16}>
          <Card data-testid="school-information">
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
              <Descriptions.Item label={t('information.name')}>
                <Space>
                  {d.logoUrl ? <Avatar shape="square" size={32} src={d.logoUrl} alt={t('information.logo')} /> : null}
                  <span>{d.name}</span>
                </Space>
              </Descriptions.Item>
              <Descriptions.Item label={t('information.nameEn')}>{d.nameEn || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('information.timeZone')}>{d.timeZone}</Descriptions.Item>
              <Descriptions.Item label={t('information.people')}>
                {t('information.peopleValue', { teachers: d.teachers, students: d.students, classes: d.classes })}
              </Descriptions.Item>
              <Descriptions.Item label={t('information.contactPhone')}>{d.contactPhone || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('information.hotline')}>{d.hotline || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('information.email')} span={2}>
                {d.email || '—'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Card
            title={t('information.apps')}
            extra={<Typography.Text type="secondary">{t('information.readOnly')}</Typography.Text>}
          >
            {d.apps.length === 0 ? (
              <Empty />
            ) : (
              <Flex wrap gap={8}>
                {d.apps.map((a) => (
                  <Tag key={a.type} color={a.isOpen ? 'green' : 'default'}>
                    {a.name} · {t(a.isOpen ? 'information.appOpen' : 'information.appClosed')}
                  </Tag>
                ))}
              </Flex>
            )}
          </Card>
          <Card title={t('information.introduction')}>
            {intro ? (
              <RichTextView html={intro} style={{ lineHeight: 1.8 }} />
            ) : (
              <Empty description={t('information.noIntro')} />
            )}
          </Card>
        </Flex>
      )}
      <FormModal
        open={editing && !!d}
        title={t('information.edit')}
        form={form}
        name="schoolInfo"
        saving={save.isPending}
        onSave={(values) => save.mutate(values)}
        onClose={() => setEditing(false)}
      >
        {d ? (
          <InfoFormInit
            form={form}
            values={{
              introduceCn: d.introduceCn,
              introduceEn: d.introduceEn,
              contactPhone: d.contactPhone,
              hotline: d.hotline,
              email: d.email,
            }}
          />
        ) : null}
        <Form.Item name="contactPhone" label={t('information.contactPhone')} rules={[{ max: 30 }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="hotline" label={t('information.hotline')} rules={[{ max: 30 }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('information.email')}
          rules={[{ type: 'email', message: t('information.emailRule') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="introduceCn" label={t('information.introduceCn')}>
          <RichTextEditor label={t('information.introduceCn')} />
        </Form.Item>
        <Form.Item name="introduceEn" label={t('information.introduceEn')} extra={t('information.englishHelp')}>
          <RichTextEditor label={t('information.introduceEn')} />
        </Form.Item>
      </FormModal>
    </div>
  );
}
