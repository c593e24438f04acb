/**
 * A VR scene toured: the 360° view with its numbered markers beside the list of hotspots and the
 * chosen hotspot's English (each line read aloud) and Chinese. The pool's preview adds placing and
 * editing (its owner's); a student opening the scene from a course step tours it as it is
 * (`StepSceneTour`, loaded lazily by the step's material dialog so the viewer
 * is fetched only when a scene is opened); the public tour /zyzvr reads aloud only when signed in.
 */
import type { TVrHotspot } from '@lingua/contracts';
import { Card, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HotspotList } from './hotspot-list';
import { HotspotReader } from './hotspot-reader';
import { type Angles, PanoramaView, type ViewHandle } from './panorama-view';

/** What the owner of a scene does in the tour: place a hotspot by clicking the view, edit and delete one. */
export interface SceneEditing {
  placing: boolean;
  onPick: (angles: Angles) => void;
  onReady: (handle: ViewHandle) => void;
  onEdit: (hotspot: TVrHotspot) => void;
  onRemove: (hotspot: TVrHotspot) => void;
}

export function SceneTour({
  src,
  title,
  hotspots,
  selectedId,
  onSelect,
  editing,
  titled = false,
  readAloud = true,
  footer,
}: {
  src: string;
  title: string;
  hotspots: readonly TVrHotspot[];
  selectedId: number | null;
  onSelect: (hotspotId: number) => void;
  editing?: SceneEditing;
  /** The view's card headed by the scene's title (where the page does not say it). */
  titled?: boolean;
  /** The 朗读 buttons (the speech call needs a signed-in user). */
  readAloud?: boolean;
  /** Below the hotspot reader. */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  const selected = hotspots.find((h) => h.hotspotId === selectedId) ?? null;
  return (
    <div className="vr-layout">
      <Card size="small" title={titled ? title : undefined}>
        <PanoramaView
          src={src}
          title={title}
          hotspots={hotspots}
          selectedId={selectedId}
          onSelect={onSelect}
          placing={editing?.placing ?? false}
          onPick={editing?.onPick}
          onReady={editing?.onReady}
        />
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
          {t('vr.howTo')}
        </Typography.Paragraph>
      </Card>
      <Card size="small" title={`${t('vr.hotspots')} (${hotspots.length})`}>
        <HotspotList
          hotspots={hotspots}
          selectedId={selectedId}
          editable={editing !== undefined}
          onOpen={onSelect}
          onEdit={editing?.onEdit}
          onRemove={editing?.onRemove}
        />
        <div style={{ marginTop: 12 }}>
          {selected ? (
            <HotspotReader key={selected.hotspotId} hotspot={selected} readAloud={readAloud} />
          ) : hotspots.length > 0 ? (
            <Typography.Text type="secondary">{t('vr.choose')}</Typography.Text>
          ) : null}
        </div>
        {footer}
      </Card>
    </div>
  );
}

/** A scene as a course step's material: toured and read, nothing changed. */
export function StepSceneTour({
  src,
  title,
  hotspots,
}: {
  src: string;
  title: string;
  hotspots: readonly TVrHotspot[];
}) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  return <SceneTour src={src} title={title} hotspots={hotspots} selectedId={selectedId} onSelect={setSelectedId} />;
}
