/**
 * /manage/manage/newCreated (?newsId= to edit): writing a news item in Chinese and, if wished,
 * English. "Save draft" keeps it from readers; "Save and publish" puts it before the whole school;
 * a published item is edited in place. A stray "back" after typing asks first.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { TSaveNewsRequest } from '@lingua/contracts';
import { NEWS_SUMMARY_MAX, NEWS_TITLE_MAX } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Result, Space, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { newsApi } from '../../api/news';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { showSaveError } from '../../features/forms/form-modal';
import { useDiscardGuard } from '../../features/forms/use-discard-guard';
import { RichTextEditor } from '../../features/rich-text/rich-text-editor';

type NewsForm = Omit<TSaveNewsRequest, 'newsId'>;
const FIELDS = ['titleCn', 'titleEn', 'summaryCn', 'summaryEn', 'contentCn', 'contentEn'];

export function NewsEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const newsId = Number(params.get('newsId')) || undefined;
  const [form] = Form.useForm<NewsForm>();
  const backToList = () => navigate('/manage/manage/newsManage');
  const guard = useDiscardGuard(backToList);
  useDocumentTitle(t(newsId ? 'admin.news.editTitle' : 'admin.news.newTitle'));
  const existing = useQuery({
    queryKey: [...queryKeys.adminNews, 'detail', newsId],
    queryFn: () => newsApi.managedDetail(newsId ?? 0),
    enabled: newsId !== undefined,
  });
  const loaded = existing.data;
  useEffect(() => {
    if (!loaded) return;
    form.setFieldsValue({
      titleCn: loaded.titleCn,
      titleEn: loaded.titleEn,
      summaryCn: loaded.summaryCn,
      summaryEn: loaded.summaryEn,
      contentCn: loaded.contentCn,
      contentEn: loaded.contentEn,
    });
  }, [loaded, form]);
  const isPublished = loaded?.status === 'published';

  const save = useMutation({
    mutationFn: async ({ values, publish }: { values: NewsForm; publish: boolean }) => {
      const saved = await newsApi.save({ ...values, ...(newsId ? { newsId } : {}) });
      return publish && saved.status === 'draft' ? newsApi.publish(saved.newsId) : saved;
    },
    onSuccess: (saved, { publish }) => {
      guard.reset();
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminNews });
      void queryClient.invalidateQueries({ queryKey: queryKeys.news });
      if (publish) {
        void message.success(t('admin.news.published'));
        backToList();
        return;
      }
      void message.success(t('admin.news.saved'));
      if (!newsId) setParams({ newsId: String(saved.newsId) }, { replace: true });
    },
    onError: (error) => showSaveError(form, error, t, 'contentCn', FIELDS),
  });
  const submit = (publish: boolean) =>
    form
      .validateFields()
      .then((values) => save.mutate({ values, publish }))
      .catch(() => undefined);

  if (newsId && existing.isError)
    return (
      <div className="page-container">
        <Result
          status="warning"
          title={t('admin.news.notFound')}
          extra={<Button onClick={backToList}>{t('admin.news.back')}</Button>}
        />
      </div>
    );
  return (
    <div className="page-container">
      <Flex justify="space-between" align="center" wrap gap={12} className="page-title">
        <Space align="center">
          <Button icon={<ArrowLeftOutlined />} aria-label={t('admin.news.back')} onClick={guard.cancel} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t(newsId ? 'admin.news.editTitle' : 'admin.news.newTitle')}
          </Typography.Title>
        </Space>
        <Space wrap>
          {isPublished ? null : (
            <Button loading={save.isPending && !save.variables?.publish} onClick={() => submit(false)}>
              {t('admin.news.saveDraft')}
            </Button>
          )}
          <Button type="primary" loading={save.isPending && save.variables?.publish} onClick={() => submit(true)}>
            {t(isPublished ? 'admin.news.saveChanges' : 'admin.news.saveAndPublish')}
          </Button>
        </Space>
      </Flex>
      {isPublished ? (
        <Alert type="info" showIcon message={t('admin.news.liveHint')} style={{ marginBottom: 16 }} />
      ) : null}
      <Spin spinning={newsId !== undefined && existing.isLoading}>
        <Card>
          <Form
            form={form}
            name="news"
            layout="vertical"
            onValuesChange={guard.markDirty}
            initialValues={{ titleEn: '', summaryCn: '', summaryEn: '', contentEn: '' }}
          >
            <Form.Item
              name="titleCn"
              label={t('admin.news.titleCn')}
              rules={[{ required: true, whitespace: true, max: NEWS_TITLE_MAX, message: t('admin.news.titleRule') }]}
            >
              <Input maxLength={NEWS_TITLE_MAX} showCount />
            </Form.Item>
            <Form.Item name="summaryCn" label={t('admin.news.summaryCn')} extra={t('admin.news.summaryHelp')}>
              <Input.TextArea maxLength={NEWS_SUMMARY_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
            <Form.Item
              name="contentCn"
              label={t('admin.news.contentCn')}
              rules={[{ required: true, message: t('admin.news.contentRule') }]}
            >
              <RichTextEditor label={t('admin.news.contentCn')} />
            </Form.Item>
            <Typography.Paragraph type="secondary">{t('admin.news.englishHelp')}</Typography.Paragraph>
            <Form.Item name="titleEn" label={t('admin.news.titleEn')} rules={[{ max: NEWS_TITLE_MAX }]}>
              <Input maxLength={NEWS_TITLE_MAX} showCount />
            </Form.Item>
            <Form.Item name="summaryEn" label={t('admin.news.summaryEn')}>
              <Input.TextArea maxLength={NEWS_SUMMARY_MAX} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
            <Form.Item name="contentEn" label={t('admin.news.contentEn')}>
              <RichTextEditor label={t('admin.news.contentEn')} />
            </Form.Item>
          </Form>
        </Card>
      </Spin>
    </div>
  );
}
