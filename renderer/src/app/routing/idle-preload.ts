// The screens the sidebar lists, loaded ahead in the browser's idle time once the window's first
// screen has painted its data (or after IDLE_START_MS, for a screen that marks no paint): their
// module and what their first read needs, one screen per idle period. A click, a shortcut or the
// keyboard on an entry then finds the screen loaded, as a pointer that rested on it does (issue 33:
// health → agents waited for the agents module when the click came without a hover first).
// Started after the first paint so that it never competes with the first screen's own work.
import { afterFirstScreen } from '../../lib/perf/usePaintedMark.ts';
import { warmPrefetch } from './prefetch-screen.ts';
import { preloadScreen } from './screen-modules.ts';

/** The latest the preloading waits for a first paint. */
const IDLE_START_MS = 5000;
/** The latest an idle period is waited for, per screen. */
const IDLE_TIMEOUT_MS = 2000;

const queue: string[] = [];
const seen = new Set<string>();
let started = false;

const idle = (run: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
    : setTimeout(run, 50);

/** Starts loading the screen at `to`: its module and what its first read needs. */
export function warmScreen(to: string): Promise<unknown> {
  return Promise.all([preloadScreen(to), warmPrefetch(to)]);
}

function next(): void {
  const to = queue.shift();
  if (to === undefined) {
    started = false;
    return;
  }
  idle(() => void warmScreen(to).then(next));
}

/** Queues the screens at `targets` (paths) to be loaded in idle time; each once per window. */
export function preloadWhenIdle(targets: readonly string[]): void {
  for (const to of targets) {
    if (seen.has(to)) continue;
    seen.add(to);
    queue.push(to);
  }
  if (started || queue.length === 0) return;
  started = true;
  void afterFirstScreen(IDLE_START_MS).then(next);
}
