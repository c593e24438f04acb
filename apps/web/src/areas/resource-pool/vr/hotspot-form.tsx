/**
 * Adding or changing a hotspot of one's own scene: its place (from the click on the view, or the
 * view's centre, and editable here so a keyboard user can place it too), its titles and texts in
 * English and Chinese. A refusal shows on the field the server names; what was typed stays.
 */
import { type TVrHotspot, type TVrHotspotFields, VR_HOTSPOT_TEXT_MAX, VR_HOTSPOT_TITLE_MAX } from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/errors';
import { queryKeys } from '../../../api/query-keys';
import { vrScenesApi } from '../../../api/vr-scenes';
import { useDiscardGuard } from '../../../features/forms/use-discard-guard';
import type { Angles } from '../../../features/vr-viewer/panorama-view';

const FIELDS = ['yaw', 'pitch', 'titleEn', 'titleZh', 'textEn', 'textZh'] as const;

export function HotspotForm({
  resourceId,
  editing,
  place,
  onClose,
  onSaved,
}: {
  resourceId: number;
  /** The hotspot changed; absent: a new one. */
  editing?: TVrHotspot;
  /** A new hotspot's place. */
  place: Angles;
  onClose: () => void;
  onSaved: (hotspot: TVrHotspot) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<TVrHotspotFields>();
  const guard = useDiscardGuard(onClose);
  const save = useMutation({
    mutationFn: (v: TVrHotspotFields) =>
      editing
        ? vrScenesApi.updateHotspot({ hotspotId: editing.hotspotId, ...v })
        : vrScenesApi.addHotspot({ resourceId, ...v }),
    onSuccess: async (hotspot) => {
      message.success(t('vr.saved'));
      await client.invalidateQueries({ queryKey: [...queryKeys.resourcePool, 'vr', resourceId] });
      onSaved(hotspot);
    },
    onError: (error) => {
      const named = isApiError(error) && error.field;
      const field = named && (FIELDS as readonly string[]).includes(named) ? named : 'titleEn';
      form.setFields([{ name: field as keyof TVrHotspotFields, errors: [error.message] }]);
    },
  });
  const required = (label: string) => [
    { required: true, whitespace: true, message: t('vr.required', { field: label }) },
  ];
  return (
    <Modal
      open
      title={t(editing ? 'vr.formEdit' : 'vr.formAdd')}
      okText={t('vr.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={save.isPending ? undefined : guard.cancel}
      maskClosable={false}
      width={620}
    >
      <Form
        form={form}
        name="vrHotspot"
        layout="vertical"
        initialValues={
          editing
            ? {
                yaw: editing.yaw,
                pitch: editing.pitch,
                titleEn: editing.titleEn,
                titleZh: editing.titleZh,
                textEn: editing.textEn,
                textZh: editing.textZh,
              }
            : { yaw: place.yaw, pitch: place.pitch }
        }
        onValuesChange={() => guard.markDirty()}
        onFinish={(v) => save.mutate(v)}
      >
        <Space wrap size={12} style={{ width: '100%' }}>
          <Form.Item name="yaw" label={t('vr.yaw')} rules={[{ required: true }]} style={{ marginBottom: 8 }}>
            <InputNumber min={-180} max={180} step={1} precision={1} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item name="pitch" label={t('vr.pitch')} rules={[{ required: true }]} style={{ marginBottom: 8 }}>
            <InputNumber min={-90} max={90} step={1} precision={1} style={{ width: 160 }} />
          </Form.Item>
        </Space>
        <Form.Item name="titleEn" label={t('vr.titleEn')} rules={required(t('vr.titleEn'))}>
          <Input maxLength={VR_HOTSPOT_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item name="titleZh" label={t('vr.titleZh')} rules={required(t('vr.titleZh'))}>
          <Input maxLength={VR_HOTSPOT_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item name="textEn" label={t('vr.textEn')} rules={required(t('vr.textEn'))}>
          <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={VR_HOTSPOT_TEXT_MAX} showCount />
        </Form.Item>
        <Form.Item name="textZh" label={t('vr.textZh')} rules={required(t('vr.textZh'))}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={VR_HOTSPOT_TEXT_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
