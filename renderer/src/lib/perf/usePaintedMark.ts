// Performance milestones for benchmarks and field timing (performance.md B.4): marks `name` once
// per mount when `ready` first becomes true, at the moment the frame that shows it has been painted
// — two requestAnimationFrame callbacks after the React commit (the first runs before that frame's
// paint, the second after it). The mark's detail carries the commit time, so a reader can split
// "render" from "paint". Read with performance.getEntriesByName(name).
import { useLayoutEffect, useRef } from 'react';

export interface PaintedMarkDetail {
  /** performance.now() at the commit that first rendered with `ready` true. */
  commitAt: number;
}

let firstPainted: () => void = () => undefined;
/** Settles when the first screen of this window has painted its data (any painted mark). */
export const firstScreenPainted = new Promise<void>((resolve) => (firstPainted = resolve));

/**
 * Settles once the first screen has painted its data, or after `latestMs` (a screen that marks
 * no paint): for work that must not compete with the first screen.
 */
export function afterFirstScreen(latestMs: number): Promise<void> {
  return Promise.race([
    firstScreenPainted,
    new Promise<void>((resolve) => setTimeout(resolve, latestMs)),
  ]);
}

export function usePaintedMark(name: string, ready: boolean): void {
  const marked = useRef(false);
  useLayoutEffect(() => {
    if (!ready || marked.current) return;
    const commitAt = performance.now();
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        marked.current = true;
        const detail: PaintedMarkDetail = { commitAt };
        performance.mark(name, { detail });
        firstPainted();
      });
    });
    // A re-render before the frames ran (or StrictMode's double effects) re-arms the mark; the
    // commit time then is the later one, which is the frame that really shows the data.
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [name, ready]);
}
