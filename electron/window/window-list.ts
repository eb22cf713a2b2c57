// The windows open at quit, restored on the next start (issue 20 item 5): each one's organisation,
// route and size, in `windows.json` in the user-data folder. Written atomically (temp file, then
// rename); read back through a schema, so a damaged or hand-edited file is ignored (the app then
// opens its one usual window) and a saved route outside the console is dropped. Plain Node: the
// tracker is fed by main-windows.ts's window events.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  CONSOLE_ROUTE_PATTERNS,
  buildDeepLink,
  type LinkOrg,
  matchesRoute,
} from '../../preload/contract/deep-links.ts';
import { OrgIdSchema } from '../../preload/contract/orgs.ts';
import { writeFileAtomic } from '../secrets/write-file-atomic.ts';

export const WINDOW_LIST_FILE = 'windows.json';
/** More is a runaway: nobody restores 20 windows on purpose. */
export const MAX_RESTORED_WINDOWS = 12;

const RouteSchema = z
  .string()
  .max(2048)
  .refine(
    (route) =>
      /^\/(?!\/)[^\s\\#]*$/.test(route) &&
      matchesRoute((route.split('?')[0] ?? '').replace(/(.)\/$/, '$1'), CONSOLE_ROUTE_PATTERNS),
    'a route of the console',
  );

const SavedWindowSchema = z
  .object({
    orgId: OrgIdSchema.nullable(),
    route: RouteSchema,
    bounds: z
      .object({
        x: z.number().int().min(-100_000).max(100_000).optional(),
        y: z.number().int().min(-100_000).max(100_000).optional(),
        width: z.number().int().min(400).max(20_000),
        height: z.number().int().min(300).max(20_000),
      })
      .strict(),
    maximized: z.boolean(),
  })
  .strict();
export type SavedWindow = z.infer<typeof SavedWindowSchema>;

const WindowListSchema = z
  .object({ version: z.literal(1), windows: z.array(z.unknown()).max(100) })
  .strict();

export interface WindowListRead {
  windows: SavedWindow[];
  /** Why the file (or some of its entries) was ignored; null when it was fine or absent. */
  problem: string | null;
}

/** Parses the file's text: bad entries are dropped, a bad file gives no windows. */
export function parseWindowList(text: string): WindowListRead {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { windows: [], problem: 'the window list is not JSON' };
  }
  const list = WindowListSchema.safeParse(json);
  if (!list.success) return { windows: [], problem: 'the window list has an unknown shape' };
  const windows: SavedWindow[] = [];
  let dropped = 0;
  for (const entry of list.data.windows) {
    const parsed = SavedWindowSchema.safeParse(entry);
    if (parsed.success) windows.push(parsed.data);
    else dropped += 1;
  }
  return {
    windows: windows.slice(0, MAX_RESTORED_WINDOWS),
    problem: dropped ? `${dropped} saved window(s) were invalid and not restored` : null,
  };
}

export function readWindowList(dir: string): WindowListRead {
  let text: string;
  try {
    text = readFileSync(path.join(dir, WINDOW_LIST_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { windows: [], problem: null };
    return { windows: [], problem: 'the window list could not be read' };
  }
  if (text.length > 1_000_000) return { windows: [], problem: 'the window list is too large' };
  return parseWindowList(text);
}

export function serializeWindowList(windows: readonly SavedWindow[]): string {
  return `${JSON.stringify({ version: 1, windows: windows.slice(0, MAX_RESTORED_WINDOWS) }, null, 2)}\n`;
}

export async function writeWindowList(dir: string, windows: readonly SavedWindow[]): Promise<void> {
  await writeFileAtomic(path.join(dir, WINDOW_LIST_FILE), serializeWindowList(windows));
}

/** The start URL of a restored window: its route, on its organisation (`?org=`). */
export function restoredWindowUrl(startUrl: string, saved: Pick<SavedWindow, 'orgId' | 'route'>) {
  const url = new URL(saved.route, startUrl);
  if (saved.orgId) url.searchParams.set('org', saved.orgId);
  return url.toString();
}

/** The route part of a window's URL on app://console (null for anything else: a crash page). */
export function routeOfUrl(startUrl: string, url: string): string | null {
  try {
    const parsed = new URL(url);
    const start = new URL(startUrl);
    if (parsed.protocol !== start.protocol || parsed.host !== start.host) return null;
    parsed.searchParams.delete('org');
    const route = `${parsed.pathname}${parsed.search}`;
    return RouteSchema.safeParse(route).success ? route : null;
  } catch {
    return null;
  }
}

/**
 * The `missioncontrol://` link of a window URL on `org` (context menu 'Copy link'): by address
 * when the organisation is known, by id otherwise; null off the console.
 */
export function deepLinkOfUrl(
  startUrl: string,
  url: string,
  org: LinkOrg | string | null,
): string | null {
  const route = org ? routeOfUrl(startUrl, url) : null;
  return route && org ? buildDeepLink(org, route) : null;
}

/**
 * What is open, in opening order. A window closed while others stay open is forgotten; the last
 * window closing (which quits on Windows/Linux) and every window at quit are kept, so the next
 * start reopens them.
 */
export class WindowListTracker {
  private readonly windows = new Map<number, SavedWindow>();
  private quitting = false;

  private readonly onChange: (windows: SavedWindow[]) => void;

  constructor(onChange: (windows: SavedWindow[]) => void) {
    this.onChange = onChange;
  }

  update(id: number, patch: Partial<SavedWindow>): void {
    const current = this.windows.get(id) ?? {
      orgId: null,
      route: '/topology',
      bounds: { width: 1440, height: 900 },
      maximized: false,
    };
    const next = { ...current, ...patch };
    if (!SavedWindowSchema.safeParse(next).success) return;
    this.windows.set(id, next);
    this.onChange(this.list());
  }

  closed(id: number): void {
    if (this.quitting || this.windows.size <= 1) return;
    this.windows.delete(id);
    this.onChange(this.list());
  }

  /** The app is quitting: the windows closing now stay in the list. */
  quit(): void {
    this.quitting = true;
  }

  list(): SavedWindow[] {
    return [...this.windows.values()];
  }
}
