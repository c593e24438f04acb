import { Grid } from 'antd';

/**
 * A table's horizontal scroll: on a phone (below md) the table keeps its columns' natural widths
 * and scrolls inside its card, so the page itself never scrolls sideways.
 */
export function useTableScroll(): { x: true | 'max-content' } {
  return { x: Grid.useBreakpoint().md ? true : 'max-content' };
}
