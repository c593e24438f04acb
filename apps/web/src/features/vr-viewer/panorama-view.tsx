/**
 * A 360° scene in the browser (Photo Sphere Viewer, loaded by a dynamic import so only the VR pages
 * carry it): drag or swipe to look around, the arrow keys and +/− once the view has focus, a
 * numbered marker per hotspot (choosing one opens it), and in placing mode a click answers the
 * angle clicked. Without WebGL the unrolled picture is shown with the same markers, and the same
 * click places a hotspot. The page lists the hotspots as well, for keyboard and screen readers.
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flatAngles, flatPlace, hasWebgl, toDegrees, toRadians } from './angles';
import './vr-viewer.css';

export interface ViewHotspot {
  hotspotId: number;
  yaw: number;
  pitch: number;
  title: string;
}

export interface Angles {
  yaw: number;
  pitch: number;
}

/** What the page may ask of the view: where it looks now (a new hotspot's default place). */
export interface ViewHandle {
  centre(): Angles;
}

type Psv = typeof import('./psv');
type ViewerInstance = InstanceType<Psv['Viewer']>;
type MarkersInstance = InstanceType<Psv['MarkersPlugin']>;

const KEY_STEP = toRadians(10);
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function markersOf(hotspots: readonly ViewHotspot[], selectedId: number | null) {
  return hotspots.map((h, i) => ({
    id: String(h.hotspotId),
    position: { yaw: toRadians(h.yaw), pitch: toRadians(h.pitch) },
    html: `<span class="vr-marker${h.hotspotId === selectedId ? ' is-selected' : ''}" data-testid="vr-marker">${i + 1}</span>`,
    anchor: 'center center',
    size: { width: 34, height: 34 },
    tooltip: { content: escapeHtml(h.title), position: 'top center' },
  }));
}

export function PanoramaView({
  src,
  title,
  hotspots,
  selectedId,
  onSelect,
  placing = false,
  onPick,
  onReady,
}: {
  src: string;
  title: string;
  hotspots: readonly ViewHotspot[];
  selectedId: number | null;
  onSelect: (hotspotId: number) => void;
  /** The next click on the view answers its angle through onPick. */
  placing?: boolean;
  onPick?: (angles: Angles) => void;
  onReady?: (handle: ViewHandle) => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const viewer = useRef<ViewerInstance | null>(null);
  const markers = useRef<MarkersInstance | null>(null);
  const [mode, setMode] = useState<'loading' | 'sphere' | 'flat' | 'error'>(() => (hasWebgl() ? 'loading' : 'flat'));
  const [error, setError] = useState('');
  // The viewer's listeners (and its making) read the latest props through these.
  const latest = useRef({ placing, onPick, onSelect, onReady, hotspots, selectedId, t });
  latest.current = { placing, onPick, onSelect, onReady, hotspots, selectedId, t };
  const flat = mode === 'flat';

  useEffect(() => {
    const { onReady, t } = latest.current;
    if (flat) {
      onReady?.({ centre: () => ({ yaw: 0, pitch: 0 }) });
      return;
    }
    let cancelled = false;
    let made: ViewerInstance | null = null;
    void import('./psv')
      .then(({ Viewer, MarkersPlugin }) => {
        if (cancelled || !box.current) return;
        made = new Viewer({
          container: box.current,
          panorama: src,
          navbar: ['zoom', 'move', 'fullscreen'],
          lang: {
            zoom: t('vr.zoom'),
            zoomOut: t('vr.zoomOut'),
            zoomIn: t('vr.zoomIn'),
            moveUp: t('vr.moveUp'),
            moveDown: t('vr.moveDown'),
            moveLeft: t('vr.moveLeft'),
            moveRight: t('vr.moveRight'),
            fullscreen: t('vr.fullscreen'),
            loadError: t('vr.loadErrorShort'),
          },
          loadingTxt: t('vr.loading'),
          // The page handles the keys on the focused view (PSV's own would listen on the window).
          keyboard: false,
          touchmoveTwoFingers: false,
          mousewheelCtrlKey: true,
          defaultZoomLvl: 30,
          plugins: [[MarkersPlugin, { markers: markersOf(latest.current.hotspots, latest.current.selectedId) }]],
        });
        viewer.current = made;
        const plugin = made.getPlugin<MarkersInstance>(MarkersPlugin);
        markers.current = plugin;
        plugin.addEventListener('select-marker', ({ marker }) => latest.current.onSelect(Number(marker.id)));
        made.addEventListener('click', ({ data }) => {
          if (!latest.current.placing || data.rightclick) return;
          latest.current.onPick?.({ yaw: toDegrees(data.yaw, true), pitch: toDegrees(data.pitch) });
        });
        made.addEventListener('ready', () => setMode('sphere'), { once: true });
        made.addEventListener('panorama-error', (e) => {
          setError(String((e as unknown as { error?: Error }).error?.message ?? ''));
          setMode('error');
        });
        const current = made;
        onReady?.({
          centre: () => {
            const p = current.getPosition();
            return { yaw: toDegrees(p.yaw, true), pitch: toDegrees(p.pitch) };
          },
        });
      })
      .catch((e: Error) => {
        if (cancelled) return;
        setError(e.message);
        setMode('error');
      });
    return () => {
      cancelled = true;
      made?.destroy();
      viewer.current = null;
      markers.current = null;
    };
    // The viewer is made once per picture; markers and selection follow below.
  }, [src, flat]);

  // Markers follow the hotspots and the selection; a chosen hotspot turns the view to it.
  useEffect(() => {
    markers.current?.setMarkers(markersOf(hotspots, selectedId));
  }, [hotspots, selectedId]);
  useEffect(() => {
    const chosen = hotspots.find((h) => h.hotspotId === selectedId);
    if (chosen && viewer.current)
      void viewer.current.animate({ yaw: toRadians(chosen.yaw), pitch: toRadians(chosen.pitch), speed: '12rpm' });
  }, [selectedId, hotspots]);

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const v = viewer.current;
    if (!v) return;
    const p = v.getPosition();
    const turn: Record<string, Angles> = {
      ArrowLeft: { yaw: p.yaw - KEY_STEP, pitch: p.pitch },
      ArrowRight: { yaw: p.yaw + KEY_STEP, pitch: p.pitch },
      ArrowUp: { yaw: p.yaw, pitch: Math.min(Math.PI / 2, p.pitch + KEY_STEP) },
      ArrowDown: { yaw: p.yaw, pitch: Math.max(-Math.PI / 2, p.pitch - KEY_STEP) },
    };
    const to = turn[e.key];
    if (to) v.rotate(to);
    else if (e.key === '+' || e.key === '=') v.zoomIn();
    else if (e.key === '-') v.zoomOut();
    else return;
    e.preventDefault();
  };

  if (mode === 'flat') {
    const pick = (e: MouseEvent<HTMLDivElement>) => {
      if (!placing || !onPick) return;
      const r = e.currentTarget.getBoundingClientRect();
      onPick(flatAngles((e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height));
    };
    return (
      <div>
        <p className="vr-flat-note">{t('vr.noWebgl')}</p>
        {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: placing by pointer; the form's position fields place by keyboard. */}
        <div className={`vr-flat${placing ? ' is-placing' : ''}`} onClick={pick} data-testid="vr-view">
          <img src={src} alt={t('vr.viewLabel', { title })} />
          {hotspots.map((h, i) => {
            const place = flatPlace(h.yaw, h.pitch);
            return (
              <button
                key={h.hotspotId}
                type="button"
                className={`vr-marker${h.hotspotId === selectedId ? ' is-selected' : ''}`}
                style={{ left: `${place.left}%`, top: `${place.top}%` }}
                title={h.title}
                aria-label={h.title}
                data-testid="vr-marker"
                onClick={(e) => {
                  e.stopPropagation();
                  onSelect(h.hotspotId);
                }}
              >
                {i + 1}
              </button>
            );
          })}
        </div>
      </div>
    );
  }
  return (
    <div
      className={`vr-view${placing ? ' is-placing' : ''}`}
      role="application"
      aria-label={t('vr.viewLabel', { title })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the focused view takes the arrow keys and +/−.
      tabIndex={0}
      onKeyDown={onKey}
      data-testid="vr-view"
      data-ready={mode === 'sphere' ? 'true' : 'false'}
    >
      {/* The viewer's own box: Photo Sphere Viewer fills it, React never renders into it. */}
      <div ref={box} style={{ position: 'absolute', inset: 0 }} />
      {mode === 'error' ? (
        <div className="vr-view-status" role="alert">
          {t('vr.loadError', { message: error })}
        </div>
      ) : null}
    </div>
  );
}
