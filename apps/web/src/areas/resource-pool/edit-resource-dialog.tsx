/** Editing one's own resource: its describing fields, saved with update; a refusal lands on its field. */
import type { TPoolLanguage, TPoolResource } from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../api/query-keys';
import { resourcePoolApi } from '../../api/resource-pool';
import { FormModal, showSaveError } from '../../features/forms/form-modal';
import { RESOURCE_FIELD_NAMES, ResourceFields, type ResourceFieldValues } from './resource-fields';

export function EditResourceDialog({ resource, onClose }: { resource: TPoolResource | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<ResourceFieldValues>();
  useEffect(() => {
    if (!resource) return;
    form.setFieldsValue({
      title: resource.title,
      description: resource.description,
      language: resource.language as TPoolLanguage,
      level: resource.level,
      courseKey: resource.courseKey ?? undefined,
      knowledgePointIds: resource.knowledgePoints.map((k) => k.id),
      tags: resource.tags,
    });
  }, [resource, form]);
  const save = useMutation({
    mutationFn: (v: ResourceFieldValues) =>
      resourcePoolApi.update({
        resourceId: resource?.resourceId ?? 0,
        title: v.title,
        description: v.description ?? '',
        language: v.language,
        level: v.level,
        courseKey: v.courseKey ?? null,
        knowledgePointIds: v.knowledgePointIds ?? [],
        tags: v.tags ?? [],
      }),
    onSuccess: async () => {
      message.success(t('pool.personal.saved'));
      await client.invalidateQueries({ queryKey: queryKeys.resourcePool });
      onClose();
    },
    onError: (error) => showSaveError(form, error, t, 'title', RESOURCE_FIELD_NAMES),
  });
  return (
    <FormModal
      open={resource !== null}
      title={t('pool.personal.editTitle')}
      form={form}
      name="poolEdit"
      saving={save.isPending}
      onSave={(v) => save.mutate(v)}
      onClose={onClose}
    >
      <ResourceFields />
    </FormModal>
  );
}
