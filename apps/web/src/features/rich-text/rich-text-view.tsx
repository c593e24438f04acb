/** Rich text from the server (school introductions, news) shown only after DOMPurify has cleaned it. */
import DOMPurify from 'dompurify';
import { type CSSProperties, useMemo } from 'react';

interface RichTextViewProps {
  html: string;
  style?: CSSProperties;
  className?: string;
}

export function RichTextView({ html, style, className }: RichTextViewProps) {
  // The server sanitises too; cleaning again here means no page has to trust it.
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      style={style}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML was sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
