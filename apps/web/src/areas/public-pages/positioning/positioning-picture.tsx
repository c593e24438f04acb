/**
 * A positioning picture drawn as SVG from its shapes (crisp at any width, its words real text),
 * with its zones over it: a click or tap anywhere answers the point in the picture's own units; a
 * zone reached with Tab answers its centre on Enter or Space. After a pick the right zone is framed
 * green, a wrong one red, and the pick marked where it fell.
 */
import { type TPositioningPicture, type TPositioningShape, zoneCentre } from '@lingua/contracts';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pick } from './positioning-round';

function Shape({ shape }: { shape: TPositioningShape }) {
  if (shape.kind === 'rect')
    return (
      <rect
        x={shape.x}
        y={shape.y}
        width={shape.w}
        height={shape.h}
        fill={shape.fill}
        stroke={shape.stroke ?? 'none'}
      />
    );
  if (shape.kind === 'line')
    return (
      <line x1={shape.x1} y1={shape.y1} x2={shape.x2} y2={shape.y2} stroke={shape.color} strokeWidth={shape.width} />
    );
  return (
    <text
      x={shape.x}
      y={shape.y}
      fontSize={shape.size}
      fill={shape.color}
      fontWeight={shape.bold ? 700 : 400}
      textAnchor={shape.anchor ?? 'start'}
    >
      {shape.text}
    </text>
  );
}

export function PositioningPicture({
  picture,
  open,
  pick,
  rightZone,
  onPick,
}: {
  picture: TPositioningPicture;
  /** Waiting for a pick: zones take focus and clicks count. */
  open: boolean;
  /** The current item's pick, once made. */
  pick: Pick | null;
  /** The current item's zone, framed once it is answered. */
  rightZone: string;
  onPick: (x: number, y: number) => void;
}) {
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);

  // After a pick, bring the right place into view (a phone shows part of a wide picture).
  useEffect(() => {
    if (!pick) return;
    svg.current
      ?.querySelector(`[data-zone="${rightZone}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [pick, rightZone]);

  const onClick = (e: MouseEvent<SVGSVGElement>) => {
    if (!open) return;
    const box = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - box.left) / box.width) * picture.width;
    const y = ((e.clientY - box.top) / box.height) * picture.height;
    onPick(Math.round(x), Math.round(y));
  };
  const onZoneKey = (e: KeyboardEvent<SVGRectElement>, zone: TPositioningPicture['zones'][number]) => {
    if (!open || (e.key !== 'Enter' && e.key !== ' ')) return;
    e.preventDefault();
    const c = zoneCentre(zone);
    onPick(c.x, c.y);
  };
  const zoneClass = (key: string) => {
    if (!pick) return 'positioning-zone';
    if (key === rightZone) return 'positioning-zone is-right';
    if (key === pick.zoneKey) return 'positioning-zone is-wrong';
    return 'positioning-zone';
  };

  return (
    <div className="positioning-scroll">
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the zones below take the keyboard (Tab, then Enter). */}
      <svg
        ref={svg}
        viewBox={`0 0 ${picture.width} ${picture.height}`}
        className={`positioning-picture${open ? ' is-open' : ''}`}
        aria-label={t('positioning.pictureLabel', { title: picture.title })}
        fontFamily="'Helvetica Neue', Arial, 'Noto Sans', sans-serif"
        onClick={onClick}
        data-testid="positioning-svg"
      >
        {picture.shapes.map((shape, i) => (
          // The shapes never change order: the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a picture's shapes are fixed.
          <Shape key={i} shape={shape} />
        ))}
        {picture.zones.map((zone) => (
          // biome-ignore lint/a11y/useSemanticElements: an SVG area cannot be a <button>; it acts as one.
          <rect
            key={zone.key}
            x={zone.x}
            y={zone.y}
            width={zone.w}
            height={zone.h}
            className={zoneClass(zone.key)}
            role="button"
            tabIndex={open ? 0 : -1}
            aria-label={t('positioning.zoneLabel', { label: zone.label })}
            aria-disabled={!open}
            onKeyDown={(e) => onZoneKey(e, zone)}
            data-testid="positioning-zone"
            data-zone={zone.key}
          />
        ))}
        {pick ? (
          <g pointerEvents="none" data-testid="positioning-pick" aria-label={t('positioning.yourPick')}>
            <circle
              cx={pick.x}
              cy={pick.y}
              r={11}
              fill={pick.right ? '#52c41a' : '#ff4d4f'}
              stroke="#fff"
              strokeWidth={3}
            />
            <path
              d={
                pick.right
                  ? `M${pick.x - 5} ${pick.y} l4 4 l7 -8`
                  : `M${pick.x - 4} ${pick.y - 4} l8 8 M${pick.x + 4} ${pick.y - 4} l-8 8`
              }
              stroke="#fff"
              strokeWidth={2.5}
              fill="none"
            />
          </g>
        ) : null}
      </svg>
    </div>
  );
}
