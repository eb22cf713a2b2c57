// How the table's virtualizer learns the size of its scroll box without a synchronous layout while
// React commits. By default it reads the box's size and scrolls it to 0 from a layout effect; both
// force a layout of the whole page before the first paint (performance.md P1: ~30 ms with a
// 10,000-check dashboard behind it). A virtualised table's box has a fixed height (its bound), so
// the first render starts from that height, worked out without layout; a ResizeObserver, which
// runs after layout, reports the real size (a scrollbar or border shaves a few pixels), and a
// freshly mounted box is already scrolled to 0.
import { elementScroll, type Rect, type Virtualizer } from '@tanstack/react-virtual';

type TableVirtualizer = Virtualizer<HTMLDivElement, Element>;

/**
 * The height of a box bounded by `bound` (pixels, or CSS such as `calc(100vh - 260px)`), from the
 * window's size alone. An unknown form counts as the whole window: a few rows too many on the
 * first render, trimmed once the real size is known.
 */
export function estimateBoxHeight(bound: number | string, viewportHeight: number): number {
  if (typeof bound === 'number') return bound;
  const px = /^\s*(\d+(?:\.\d+)?)px\s*$/.exec(bound);
  if (px) return Number(px[1]);
  // `calc(100vh - Npx)`, or with the offset in a custom property: `calc(100vh - var(--x, Npx))`
  // (its fallback: the property is set after the first render).
  const calc =
    /^\s*calc\(\s*100vh\s*-\s*(?:var\(\s*--[\w-]+\s*,\s*)?(\d+(?:\.\d+)?)px\s*\)?\s*\)\s*$/.exec(
      bound,
    );
  if (calc) return Math.max(0, viewportHeight - Number(calc[1]));
  return viewportHeight;
}

/** The scroll box's size, as seen after each layout (never read synchronously). */
export function observeRectAfterLayout(
  instance: TableVirtualizer,
  onRect: (rect: Rect) => void,
): (() => void) | undefined {
  const element = instance.scrollElement;
  if (!element || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() =>
    onRect({ width: element.clientWidth, height: element.clientHeight }),
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A scroll function that skips the virtualizer's opening scroll to 0 (a new box is there
 * already) and scrolls as usual afterwards. One per table instance.
 */
export function scrollSkippingFirstToTop(): typeof elementScroll<HTMLDivElement> {
  let opened = false;
  return (offset, options, instance) => {
    const first = !opened;
    opened = true;
    if (first && offset === 0 && !options.adjustments) return;
    elementScroll(offset, options, instance);
  };
}
