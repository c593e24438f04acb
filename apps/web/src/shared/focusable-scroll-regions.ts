/**
 * A table that scrolls inside its own box (phones, shared/table-scroll.ts) must be scrollable from
 * the keyboard too (WCAG 2.1.1; axe "scrollable-region-focusable"): antd renders the box, so every
 * such box gets tabindex="0" as it appears, and arrow keys then scroll it. So does a box a page
 * marks with FOCUSABLE_SCROLL whose content has nothing to focus (a drawer of read-only questions).
 */
import { useEffect } from 'react';

/** The class of a scrolling box (antd's `classNames.body`, say) that is made focusable. */
export const FOCUSABLE_SCROLL = 'focusable-scroll';

const SCROLL_BOXES = `.ant-table-content, .ant-table-body, .${FOCUSABLE_SCROLL}`;

function makeFocusable(root: ParentNode): void {
  for (const box of root.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
    if (!box.hasAttribute('tabindex')) box.setAttribute('tabindex', '0');
  }
}

export function useFocusableScrollRegions(): void {
  useEffect(() => {
    makeFocusable(document);
    // Once a frame at most, however many nodes a render adds.
    let queued = 0;
    const observer = new MutationObserver(() => {
      if (queued) return;
      queued = requestAnimationFrame(() => {
        queued = 0;
        makeFocusable(document);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(queued);
    };
  }, []);
}
