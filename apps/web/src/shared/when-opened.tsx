/**
 * A dialog's code loaded on use (docs/operations.md, "JavaScript per page"): the lazy dialog is
 * rendered from its first opening on and kept after, so antd's dialog, form or carousel and what
 * the dialog shows are not part of the page until someone opens it, and it still closes with its
 * animation.
 */
import { type ReactNode, Suspense, useState } from 'react';

export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
