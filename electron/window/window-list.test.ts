import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  WINDOW_LIST_FILE,
  WindowListTracker,
  parseWindowList,
  readWindowList,
  restoredWindowUrl,
  routeOfUrl,
  writeWindowList,
  type SavedWindow,
} from './window-list.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcd-window-list-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const acme: SavedWindow = {
  orgId: 'acme',
  route: '/health?checkId=abc',
  bounds: { x: 10, y: 20, width: 1200, height: 800 },
  maximized: false,
};
const sandbox: SavedWindow = {
  orgId: 'sandbox',
  route: '/catalog/42',
  bounds: { width: 1000, height: 700 },
  maximized: true,
};

describe('window list persistence', () => {
  it('round-trips the open windows through an atomic write', async () => {
    const dir = tempDir();
    await writeWindowList(dir, [acme, sandbox]);
    expect(readdirSync(dir)).toEqual([WINDOW_LIST_FILE]);
    expect(readWindowList(dir)).toEqual({ windows: [acme, sandbox], problem: null });
  });

  it('gives no windows and no problem when there is no file', () => {
    expect(readWindowList(tempDir())).toEqual({ windows: [], problem: null });
  });

  it('ignores a damaged or foreign file', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, WINDOW_LIST_FILE), '{"version":1,"windows":[');
    expect(readWindowList(dir)).toEqual({ windows: [], problem: 'the window list is not JSON' });
    expect(parseWindowList('{"version":2,"windows":[]}').windows).toEqual([]);
    expect(parseWindowList('[1,2]').problem).toBe('the window list has an unknown shape');
  });

  it('drops entries with hostile or invalid routes, orgs and sizes, keeping the good ones', () => {
    const text = JSON.stringify({
      version: 1,
      windows: [
        acme,
        { ...acme, route: '//evil.example/x' },
        { ...acme, route: '/admin' },
        { ...acme, route: 'javascript:alert(1)' },
        { ...acme, orgId: '../../etc' },
        { ...acme, bounds: { width: 1e9, height: 800 } },
        { ...acme, extra: true },
      ],
    });
    const read = parseWindowList(text);
    expect(read.windows).toEqual([acme]);
    expect(read.problem).toBe('6 saved window(s) were invalid and not restored');
  });

  it('restores a window on its organisation and route', () => {
    expect(restoredWindowUrl('app://console/', acme)).toBe(
      'app://console/health?checkId=abc&org=acme',
    );
    expect(routeOfUrl('app://console/', 'app://console/health?checkId=abc&org=acme')).toBe(
      '/health?checkId=abc',
    );
    expect(routeOfUrl('app://console/', 'data:text/html,crash')).toBeNull();
    expect(routeOfUrl('app://console/', 'app://console/open?link=x')).toBeNull();
  });
});

describe('window list tracker', () => {
  it('forgets a window closed while others stay, keeps the last and all at quit', () => {
    const saves: SavedWindow[][] = [];
    const tracker = new WindowListTracker((list) => saves.push(list));
    tracker.update(1, acme);
    tracker.update(2, sandbox);
    tracker.update(2, { route: '/incidents' });
    expect(tracker.list().map((w) => w.route)).toEqual(['/health?checkId=abc', '/incidents']);
    tracker.closed(1);
    expect(tracker.list().map((w) => w.orgId)).toEqual(['sandbox']);
    tracker.closed(2); // the last window: Windows/Linux quit, and it reopens next time
    expect(tracker.list().map((w) => w.orgId)).toEqual(['sandbox']);
    tracker.update(3, acme);
    tracker.quit();
    tracker.closed(2);
    tracker.closed(3);
    expect(tracker.list()).toHaveLength(2);
    expect(saves.length).toBeGreaterThan(3);
  });

  it('never records an invalid route', () => {
    const tracker = new WindowListTracker(() => {});
    tracker.update(1, acme);
    tracker.update(1, { route: '/open?link=missioncontrol://acme/health' });
    expect(tracker.list()[0]?.route).toBe('/health?checkId=abc');
  });
});
