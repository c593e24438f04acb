/**
 * /resource_pool/vr_preview?resourceId=: a VR scene toured in 360° with its hotspots (the view's
 * markers and a numbered list), the chosen hotspot's English with its Chinese and read aloud; the
 * pool's favourite and "add to course"; in one's own scene, hotspots added by clicking the view,
 * edited and deleted.
 */
import { AimOutlined, PlusOutlined } from '@ant-design/icons';
import type { TPoolResourceDetail, TVrHotspot } from '@lingua/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Skeleton, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/query-keys';
import { vrScenesApi } from '../../../api/vr-scenes';
import type { Angles, ViewHandle } from '../../../features/vr-viewer/panorama-view';
import { SceneTour } from '../../../features/vr-viewer/scene-tour';
import { AddToCourseButton } from '../../course-builder/add-to-course';
import { FavouriteButton } from '../favourite-button';
import { FactsCard, PreviewFrame } from '../preview-frame';
import { ResourceTags } from '../resource-meta';
import { HotspotForm } from './hotspot-form';

function VrScene({ resource }: { resource: TPoolResourceDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const key = [...queryKeys.resourcePool, 'vr', resource.resourceId];
  const scene = useQuery({ queryKey: key, queryFn: () => vrScenesApi.scene(resource.resourceId), retry: false });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [placing, setPlacing] = useState(false);
  const [form, setForm] = useState<{ editing?: TVrHotspot; place: Angles } | null>(null);
  const view = useRef<ViewHandle | null>(null);
  const remove = useMutation({
    mutationFn: (h: TVrHotspot) => vrScenesApi.removeHotspot(h.hotspotId),
    onSuccess: async () => {
      message.success(t('vr.removed'));
      setSelectedId(null);
      await client.invalidateQueries({ queryKey: key });
    },
  });
  const hotspots = scene.data?.hotspots ?? [];
  const editable = resource.editable;
  const startForm = (place: Angles) => {
    setPlacing(false);
    setForm({ place });
  };

  return (
    <>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Flex justify="space-between" align="start" wrap gap={12}>
          <Space orientation="vertical" size={6} style={{ minWidth: 0 }}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="pool-preview-title">
              {resource.title}
            </Typography.Title>
            <ResourceTags resource={resource} />
          </Space>
          <Space wrap>
            <FavouriteButton resourceId={resource.resourceId} isFavourite={resource.isFavourite} withText />
            <AddToCourseButton resource={resource} />
            {editable ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setPlacing(true)}
                disabled={placing}
                data-testid="vr-add-hotspot"
              >
                {t('vr.add')}
              </Button>
            ) : null}
          </Space>
        </Flex>
        {placing ? (
          <Alert
            style={{ marginTop: 12 }}
            type="info"
            showIcon
            icon={<AimOutlined />}
            message={t('vr.placing')}
            data-testid="vr-placing"
            action={
              <Space wrap>
                <Button size="small" onClick={() => startForm(view.current?.centre() ?? { yaw: 0, pitch: 0 })}>
                  {t('vr.formAdd')}
                </Button>
                <Button size="small" onClick={() => setPlacing(false)}>
                  {t('vr.cancelPlacing')}
                </Button>
              </Space>
            }
          />
        ) : null}
      </Card>
      {scene.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : scene.isError ? (
        <Alert type="error" showIcon message={scene.error.message} />
      ) : !scene.data.resource.fileUrl ? (
        <Alert type="warning" showIcon message={t('pool.preview.noFile')} />
      ) : (
        <div style={{ marginBottom: 12 }}>
          <SceneTour
            src={scene.data.resource.fileUrl}
            title={resource.title}
            hotspots={hotspots}
            selectedId={selectedId}
            onSelect={setSelectedId}
            editing={
              editable
                ? {
                    placing,
                    onPick: startForm,
                    onReady: (handle) => {
                      view.current = handle;
                    },
                    onEdit: (h) => setForm({ editing: h, place: { yaw: h.yaw, pitch: h.pitch } }),
                    onRemove: (h) => remove.mutate(h),
                  }
                : undefined
            }
          />
        </div>
      )}
      <FactsCard resource={resource} />
      {form ? (
        <HotspotForm
          resourceId={resource.resourceId}
          editing={form.editing}
          place={form.place}
          onClose={() => setForm(null)}
          onSaved={(h) => {
            setForm(null);
            setSelectedId(h.hotspotId);
          }}
        />
      ) : null}
    </>
  );
}

export function VrPreviewPage() {
  return <PreviewFrame>{(resource) => <VrScene resource={resource} />}</PreviewFrame>;
}
