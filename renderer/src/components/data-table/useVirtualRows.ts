// Row virtualisation: once more than ~200 items are on screen only the visible ones are rendered.
// A virtualised box is exactly `maxHeight` high: the virtualizer starts from that height instead
// of measuring the box during the commit (virtual-measure.ts).
import { useState, type RefObject } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  estimateBoxHeight,
  observeRectAfterLayout,
  scrollSkippingFirstToTop,
} from './virtual-measure.ts';

export const ROW_HEIGHT = 33;

export type VirtualWindow = {
  /** Indexes of the items to render, in order. */
  indexes: number[];
  /** Heights of the spacers above and below them. */
  top: number;
  bottom: number;
};

export type VirtualRowsOptions = {
  /** Every row's height in pixels, for rows of another fixed height than the table's (ROW_HEIGHT). */
  rowHeight?: number;
};

export function useVirtualRows(
  count: number,
  scrollRef: RefObject<HTMLDivElement | null>,
  maxHeight: number | string,
  options: VirtualRowsOptions = {},
): VirtualWindow | null {
  const rowHeight = options.rowHeight ?? ROW_HEIGHT;
  const [scrollToFn] = useState(scrollSkippingFirstToTop);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design; the table does not rely on memoisation of its result.
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    initialRect: { width: 0, height: estimateBoxHeight(maxHeight, window.innerHeight) },
    observeElementRect: observeRectAfterLayout,
    scrollToFn,
    // Few rows beyond the window: every rendered row is laid out and painted on each scroll frame
    // (performance.md P4), and the scroll handler renders synchronously, so no blank rows show.
    overscan: 4,
  });
  if (count === 0) return null;
  const virtualItems = virtualizer.getVirtualItems();
  const first = virtualItems[0];
  const last = virtualItems[virtualItems.length - 1];
  return {
    indexes: virtualItems.map((v) => v.index),
    top: first ? first.start : 0,
    bottom: last ? virtualizer.getTotalSize() - last.end : 0,
  };
}
