// A list's table bound that keeps its pager inside the window, whatever sits above the table (a
// section's tabs, a filter bar that wraps, a row of chips): the window's height less the table's
// top and the pager's row, measured when the box above changes and when the window resizes. The
// measure runs in an effect, after React has committed, never during a commit.
import { useEffect, useState, type RefObject } from 'react';

/** The pager's row and the page's bottom margin under the table. */
const BELOW_TABLE_PX = 64;
/** Never less than this, so a short window still shows rows. */
const MIN_PX = 200;

export function useFitHeight(box: RefObject<HTMLElement | null>, enabled: boolean): string | null {
  const [top, setTop] = useState<number | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!enabled || !element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top));
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
  if (!enabled || top === null) return null;
  return `max(${MIN_PX}px, calc(100vh - ${top + BELOW_TABLE_PX}px))`;
}
