/**
 * The answer page's two panes with a draggable divider, limited to 5%-98% (part 2 §9, trigger width
 * 8). On a phone (narrower than antd's md, 768 px) two columns leave each a few words a line, so
 * the panes stack: the material first, then the questions.
 */
import { Grid } from 'antd';
import { type ReactNode, useCallback, useRef, useState } from 'react';

const MIN = 5;
const MAX = 98;

export function SplitLayout({ left, right, label }: { left: ReactNode; right: ReactNode; label: string }) {
  const [share, setShare] = useState(45);
  const screens = Grid.useBreakpoint();
  const box = useRef<HTMLDivElement>(null);
  const onPointerDown = useCallback((event: React.PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
  }, []);
  const onPointerMove = useCallback((event: React.PointerEvent<HTMLDivElement>) => {
    if (!event.currentTarget.hasPointerCapture(event.pointerId) || !box.current) return;
    const rect = box.current.getBoundingClientRect();
    const next = ((event.clientX - rect.left) / rect.width) * 100;
    setShare(Math.min(MAX, Math.max(MIN, next)));
  }, []);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') setShare((s) => Math.max(MIN, s - 2));
    if (event.key === 'ArrowRight') setShare((s) => Math.min(MAX, s + 2));
  };
  // Before the first measurement useBreakpoint answers {}: keep the desktop layout until it knows.
  if (screens.md === false) {
    return (
      <div className="split-layout split-layout-stacked" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <div className="split-pane">{left}</div>
        <div className="split-pane">{right}</div>
      </div>
    );
  }
  return (
    <div ref={box} className="split-layout" style={{ display: 'flex', alignItems: 'stretch', minHeight: 480 }}>
      <div className="split-pane" style={{ width: `${share}%`, overflow: 'auto' }}>
        {left}
      </div>
      <hr
        aria-orientation="vertical"
        aria-label={label}
        aria-valuenow={Math.round(share)}
        aria-valuemin={MIN}
        aria-valuemax={MAX}
        tabIndex={0}
        className="split-trigger"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onKeyDown={onKeyDown}
        style={{
          width: 8,
          cursor: 'col-resize',
          background: 'var(--ant-color-border-secondary, #f0f0f0)',
          flex: 'none',
        }}
      />
      <div className="split-pane" style={{ flex: 1, overflow: 'auto', minWidth: 0 }}>
        {right}
      </div>
    </div>
  );
}
