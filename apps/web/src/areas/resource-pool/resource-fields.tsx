/**
 * The describing fields of a resource, shared by the upload and the edit dialogs: title,
 * description, language, level, course, its knowledge points, tags. Field names are the
 * contract's, so a refusal naming a field lands on it.
 */
import {
  POOL_DESCRIPTION_MAX,
  POOL_LANGUAGES,
  POOL_TAGS_MAX,
  POOL_TITLE_MAX,
  type TPoolLanguage,
} from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys';
import { resourcePoolApi } from '../../api/resource-pool';

export interface ResourceFieldValues {
  title: string;
  description?: string;
  language: TPoolLanguage;
  level: number;
  courseKey?: string;
  knowledgePointIds?: string[];
  tags?: string[];
}

/** The fields the server may name in a refusal, and the dialogs show. */
export const RESOURCE_FIELD_NAMES = [
  'title',
  'description',
  'language',
  'level',
  'courseKey',
  'knowledgePointIds',
  'tags',
] as const;

/** Inside the dialog's Form: it reads and sets the course's knowledge points through the form's context. */
export function ResourceFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<ResourceFieldValues>();
  const courseKey = Form.useWatch('courseKey', form);
  const attributes = useQuery({
    queryKey: [...queryKeys.resourcePool, 'attributes'],
    queryFn: () => resourcePoolApi.attributes(),
  });
  const points = useQuery({
    queryKey: [...queryKeys.resourcePool, 'knowledgePoints', 'all', courseKey],
    queryFn: () => resourcePoolApi.knowledgePoints({ courseKey, pageNum: 1, pageSize: 100 }),
    enabled: Boolean(courseKey),
  });
  return (
    <>
      <Form.Item
        name="title"
        label={t('pool.upload.titleLabel')}
        rules={[{ required: true, whitespace: true, message: t('pool.upload.titleRequired') }]}
      >
        <Input maxLength={POOL_TITLE_MAX} showCount />
      </Form.Item>
      <Form.Item name="description" label={t('pool.upload.description')}>
        <Input.TextArea maxLength={POOL_DESCRIPTION_MAX} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Form.Item name="language" label={t('pool.upload.language')} style={{ flex: '1 1 140px' }}>
          <Select options={POOL_LANGUAGES.map((l) => ({ value: l, label: t(`pool.language.${l}`) }))} />
        </Form.Item>
        <Form.Item name="level" label={t('pool.upload.level')} style={{ flex: '1 1 140px' }}>
          <Select options={[1, 2, 3].map((l) => ({ value: l, label: t(`pool.level.${l as 1 | 2 | 3}`) }))} />
        </Form.Item>
      </div>
      <Form.Item name="courseKey" label={t('pool.upload.course')}>
        <Select
          allowClear
          placeholder={t('pool.upload.coursePlaceholder')}
          loading={attributes.isPending}
          options={attributes.data?.courses ?? []}
          onChange={() => form.setFieldValue('knowledgePointIds', [])}
        />
      </Form.Item>
      <Form.Item name="knowledgePointIds" label={t('pool.upload.knowledgePoints')}>
        <Select
          mode="multiple"
          allowClear
          disabled={!courseKey}
          maxCount={20}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('pool.upload.knowledgePointsPlaceholder')}
          loading={points.isFetching}
          options={(points.data?.list ?? []).map((k) => ({ value: k.id, label: k.name }))}
        />
      </Form.Item>
      <Form.Item name="tags" label={t('pool.upload.tags')}>
        <Select
          mode="tags"
          maxCount={POOL_TAGS_MAX}
          placeholder={t('pool.upload.tagsPlaceholder', { n: POOL_TAGS_MAX })}
          open={false}
        />
      </Form.Item>
    </>
  );
}
