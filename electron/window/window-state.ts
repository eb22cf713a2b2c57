// Remembering the main window's size, position and maximised state across launches. Pure:
// main-window.ts feeds it the saved settings and the current displays' work areas, so a window
// saved on a monitor that is no longer attached comes back centred on one that is.
import type { Settings } from '../../preload/contract/settings.ts';
import {
  DEFAULT_WINDOW_HEIGHT,
  DEFAULT_WINDOW_WIDTH,
  MIN_WINDOW_HEIGHT,
  MIN_WINDOW_WIDTH,
  type WindowBounds,
} from './window-options.ts';

export type SavedWindowState = NonNullable<Settings['window']>;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How much of the window's top strip must be on a screen for the user to grab and move it. */
const MIN_VISIBLE_WIDTH = 120;
const MIN_VISIBLE_HEIGHT = 40;

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, value));
}

export function restoreWindowState(
  saved: SavedWindowState | undefined,
  workAreas: readonly Rect[],
): { bounds: WindowBounds; maximized: boolean } {
  const primary = workAreas[0];
  const fit = (width: number, height: number, area: Rect | undefined) => ({
    width: Math.round(
      clamp(width, MIN_WINDOW_WIDTH, Math.max(MIN_WINDOW_WIDTH, area?.width ?? width)),
    ),
    height: Math.round(
      clamp(height, MIN_WINDOW_HEIGHT, Math.max(MIN_WINDOW_HEIGHT, area?.height ?? height)),
    ),
  });
  if (!saved) {
    return { bounds: fit(DEFAULT_WINDOW_WIDTH, DEFAULT_WINDOW_HEIGHT, primary), maximized: false };
  }
  const maximized = saved.maximized === true;
  if (saved.x === undefined || saved.y === undefined) {
    return { bounds: fit(saved.width, saved.height, primary), maximized };
  }
  // The title strip is what must stay reachable: test it, not the whole window.
  const titleStrip = { x: saved.x, y: saved.y, width: saved.width, height: MIN_VISIBLE_HEIGHT };
  const home = workAreas.find((area) => {
    const o = overlap(titleStrip, area);
    return o.width >= MIN_VISIBLE_WIDTH && o.height > 0;
  });
  if (!home) return { bounds: fit(saved.width, saved.height, primary), maximized };
  const size = fit(saved.width, saved.height, home);
  return {
    bounds: {
      x: Math.round(
        clamp(
          saved.x,
          home.x - size.width + MIN_VISIBLE_WIDTH,
          home.x + home.width - MIN_VISIBLE_WIDTH,
        ),
      ),
      y: Math.round(clamp(saved.y, home.y, home.y + home.height - MIN_VISIBLE_HEIGHT)),
      ...size,
    },
    maximized,
  };
}

/** What to store: the normal (un-maximised) bounds plus the flag, within the settings schema. */
export function captureWindowState(normalBounds: Rect, maximized: boolean): SavedWindowState {
  return {
    x: Math.round(normalBounds.x),
    y: Math.round(normalBounds.y),
    width: Math.round(clamp(normalBounds.width, 400, 20000)),
    height: Math.round(clamp(normalBounds.height, 300, 20000)),
    maximized,
  };
}
