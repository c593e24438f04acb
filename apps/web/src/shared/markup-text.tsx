/**
 * Content markup (part 1 §3: re gr ud bl it sup sub del) rendered as styled spans. Text stays text:
 * React escapes it, so markup is never HTML. Blank markers {{n}} can be replaced by `blank`.
 */
import { markupSegments, type TMarkupSegment } from '@lingua/contracts';
import type { CSSProperties, ReactNode } from 'react';

function styleOf(segment: TMarkupSegment): CSSProperties {
  const style: CSSProperties = {};
  const decorations: string[] = [];
  for (const tag of segment.tags) {
    if (tag === 'bl') style.fontWeight = 600;
    if (tag === 'it') style.fontStyle = 'italic';
    if (tag === 'ud') decorations.push('underline');
    if (tag === 'del') decorations.push('line-through');
  }
  if (segment.colorValue) style.color = segment.colorValue;
  if (decorations.length > 0) style.textDecoration = decorations.join(' ');
  return style;
}

function wrap(segment: TMarkupSegment, children: ReactNode, key: number): ReactNode {
  const inner = segment.tags.includes('sup') ? (
    <sup>{children}</sup>
  ) : segment.tags.includes('sub') ? (
    <sub>{children}</sub>
  ) : (
    children
  );
  return segment.tags.length === 0 ? (
    <span key={key}>{inner}</span>
  ) : (
    <span key={key} style={styleOf(segment)} data-markup={segment.colorType}>
      {inner}
    </span>
  );
}

export function MarkupText({ text, blank }: { text: string; blank?: (n: number) => ReactNode }) {
  const segments = markupSegments(text);
  let key = 0;
  return (
    <span className="markup-text" style={{ whiteSpace: 'pre-wrap' }}>
      {segments.map((segment) => {
        if (!blank) return wrap(segment, segment.content, key++);
        const parts = segment.content.split(/(\{\{\d+\}\})/);
        return wrap(
          segment,
          parts.map((part) => {
            const m = /^\{\{(\d+)\}\}$/.exec(part);
            return m ? <span key={`b${key++}`}>{blank(Number(m[1]))}</span> : <span key={`t${key++}`}>{part}</span>;
          }),
          key++,
        );
      })}
    </span>
  );
}
