// A list's table bound that keeps its pager inside the window, whatever sits above the table (a
// section's tabs, a filter bar that wraps, a row of chips): the window's height less the table's
// top and the pager's row. The bound is one CSS expression over a custom property that the hook
// sets on the table's box when the box above changes and when the window resizes: a new top
// re-lays the page out without rendering the list again (as React state, the first measure
// rendered the whole list a second time, rows included, before its first rows were painted).
// The measure runs in an effect, after React has committed, never during a commit.
import { useEffect, type RefObject } from 'react';

/** The pager's row and the page's bottom margin under the table. */
const BELOW_TABLE_PX = 64;
/** Never less than this, so a short window still shows rows. */
const MIN_PX = 200;
/** The custom property: how much of the window's height is not the table's. */
const OFFSET = '--mc-fit-offset';
/** The offset until the first measure: a list under a heading and a filter bar. */
const FIRST_OFFSET_PX = 250;

/** The bound of a fitted table (virtual-measure.ts reads its first height from the fallback). */
export const FITTED_HEIGHT = `calc(100vh - var(${OFFSET}, ${FIRST_OFFSET_PX}px))`;

export function useFitHeight(box: RefObject<HTMLElement | null>, enabled: boolean): string | null {
  useEffect(() => {
    const element = box.current;
    if (!enabled || !element) return;
    const measure = () => {
      const top = Math.round(element.getBoundingClientRect().top);
      const offset = Math.min(top + BELOW_TABLE_PX, window.innerHeight - MIN_PX);
      element.style.setProperty(OFFSET, `${offset}px`);
    };
    measure();
    // The table's top moves when what is above it changes size: watch the list's own frame.
    const observer = new ResizeObserver(measure);
    if (element.parentElement) observer.observe(element.parentElement);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [box, enabled]);
  return enabled ? FITTED_HEIGHT : null;
}
