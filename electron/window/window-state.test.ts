import { describe, expect, it } from 'vitest';
import { SettingsSchema } from '../../preload/contract/settings.ts';
import { DEFAULT_WINDOW_WIDTH, MIN_WINDOW_HEIGHT, MIN_WINDOW_WIDTH } from './window-options.ts';
import { captureWindowState, restoreWindowState } from './window-state.ts';

const laptop = { x: 0, y: 25, width: 1440, height: 875 };
const rightMonitor = { x: 1440, y: 0, width: 2560, height: 1440 };

describe('restoreWindowState', () => {
  it('uses the default size, centred, on first launch', () => {
    const { bounds, maximized } = restoreWindowState(undefined, [rightMonitor]);
    expect(bounds).toEqual({ width: DEFAULT_WINDOW_WIDTH, height: 900 });
    expect(maximized).toBe(false);
  });

  it('fits the default size into a small screen', () => {
    const { bounds } = restoreWindowState(undefined, [{ x: 0, y: 0, width: 1280, height: 720 }]);
    expect(bounds).toEqual({ width: 1280, height: 720 });
  });

  it('restores a window on an attached second monitor exactly', () => {
    const saved = { x: 1600, y: 100, width: 1800, height: 1000, maximized: false };
    expect(restoreWindowState(saved, [laptop, rightMonitor])).toEqual({
      bounds: { x: 1600, y: 100, width: 1800, height: 1000 },
      maximized: false,
    });
  });

  it('drops the position when that monitor is gone, keeping a size that fits', () => {
    const saved = { x: 1600, y: 100, width: 1800, height: 1000, maximized: true };
    const restored = restoreWindowState(saved, [laptop]);
    expect(restored.bounds.x).toBeUndefined();
    expect(restored.bounds.y).toBeUndefined();
    expect(restored.bounds.width).toBe(1440);
    expect(restored.bounds.height).toBe(875);
    expect(restored.maximized).toBe(true);
  });

  it('pulls a window whose title bar is above the screen back down', () => {
    const saved = { x: 100, y: -500, width: 1000, height: 700, maximized: false };
    // Only 200px of the window hang into the screen, none of the title strip: not reachable.
    expect(restoreWindowState(saved, [laptop]).bounds.x).toBeUndefined();
    const partly = { x: 100, y: 0, width: 1000, height: 700, maximized: false };
    expect(restoreWindowState(partly, [laptop]).bounds).toEqual({
      x: 100,
      y: 25,
      width: 1000,
      height: 700,
    });
  });

  it('never goes below the minimum size', () => {
    const saved = { x: 10, y: 30, width: 400, height: 300, maximized: false };
    const { bounds } = restoreWindowState(saved, [laptop]);
    expect(bounds.width).toBe(MIN_WINDOW_WIDTH);
    expect(bounds.height).toBe(MIN_WINDOW_HEIGHT);
  });
});

describe('captureWindowState', () => {
  it('stores integers that the settings schema accepts', () => {
    const state = captureWindowState({ x: 10.4, y: 20.6, width: 1000.2, height: 700.7 }, true);
    expect(state).toEqual({ x: 10, y: 21, width: 1000, height: 701, maximized: true });
    expect(SettingsSchema.parse({ window: state }).window).toEqual(state);
  });

  it('round-trips through restore on the same screen', () => {
    const state = captureWindowState({ x: 200, y: 100, width: 1200, height: 800 }, false);
    expect(restoreWindowState(state, [laptop]).bounds).toEqual({
      x: 200,
      y: 100,
      width: 1200,
      height: 800,
    });
  });
});
