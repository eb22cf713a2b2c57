// What the tray shows, without Electron: every organisation's health — a watched one's from the
// health watch's latest poll (electron/health-watch/), any other from its offline cache in main
// (electron/cache/, with the data's age) — with organisations that are offline or not signed in
// marked, the worst state as the tray's icon, and the menu: organisations worst first, each with
// its unhealthy checks, then 'Open inbox' and Quit. The Electron adapter
// (electron/adapters/electron-tray.ts) only renders it; tray-sources.ts gathers its input.
import type { OrgHealth } from '../health-watch/health-watch.ts';

export type TrayState = 'unknown' | 'healthy' | 'warning' | 'unhealthy' | 'offline';

/**
 * Worse last. A known unhealthy check outranks an organisation that cannot be reached: it is the
 * one thing on the list someone can act on now. Warning: signed out, or not polled yet. Unknown:
 * nothing is known of it (never opened, not watched) — it never colours the icon over another.
 */
export const TRAY_STATES: readonly TrayState[] = [
  'unknown',
  'healthy',
  'warning',
  'offline',
  'unhealthy',
];

/** Checks listed under an organisation; the rest are one "… more" item opening Health. */
export const CHECKS_PER_ORG = 5;

export const INBOX_ROUTE = '/fleet';

export type TrayAction = { kind: 'open'; orgId: string | null; route: string } | { kind: 'quit' };

export type TrayItem =
  | { kind: 'item'; label: string; action: TrayAction; state?: TrayState }
  | { kind: 'note'; label: string }
  | { kind: 'separator' };

export interface CheckRef {
  id: string;
  name: string;
}

/** The checks found in an organisation's offline cache (cached-health.ts), as of `savedAt`. */
export interface CachedHealth {
  savedAt: number;
  /** Checks found in the cached data; 0: the data holds no check (Health never opened). */
  checks: number;
  unhealthy: CheckRef[];
}

/** What is known of one organisation (tray-sources.ts gathers it). */
export interface TrayOrgInput {
  orgId: string;
  name: string;
  /** The health watch's latest for a watched organisation; null when it is not watched. */
  live: Pick<OrgHealth, 'state' | 'unhealthy'> | null;
  /** Whether it holds a credential; null when that could not be read. */
  signedIn: boolean | null;
  cached: CachedHealth | null;
}

/** Where an organisation's listed checks come from. */
export type TraySource = 'live' | 'cache' | 'none';

export interface TrayOrg {
  orgId: string;
  name: string;
  state: TrayState;
  source: TraySource;
  /** When the listed data was saved (cache only). */
  savedAt: number | null;
  /** Offline / not signed in / not checked yet / no data: shown after the name. */
  mark: 'offline' | 'signed-out' | 'pending' | 'no-data' | null;
  unhealthy: CheckRef[];
}

export interface TrayModel {
  state: TrayState;
  tooltip: string;
  orgs: TrayOrg[];
  items: TrayItem[];
}

export function orgTrayState(health: Pick<OrgHealth, 'state' | 'unhealthy'>): TrayState {
  switch (health.state) {
    case 'ok':
      return health.unhealthy.length > 0 ? 'unhealthy' : 'healthy';
    case 'offline':
      return 'offline';
    default:
      return 'warning';
  }
}

const rank = (state: TrayState) => TRAY_STATES.indexOf(state);

export function worstState(states: readonly TrayState[]): TrayState {
  return states.reduce<TrayState>((worst, s) => (rank(s) > rank(worst) ? s : worst), 'unknown');
}

const byName = (checks: readonly CheckRef[]) =>
  [...checks].sort((a, b) => a.name.localeCompare(b.name));

/** One organisation's line: the live poll when there is one, else its cached data, marked. */
export function trayOrg(input: TrayOrgInput): TrayOrg {
  const base = { orgId: input.orgId, name: input.name };
  const { live, cached } = input;
  if (live?.state === 'ok')
    return {
      ...base,
      state: orgTrayState(live),
      source: 'live',
      savedAt: null,
      mark: null,
      unhealthy: byName(live.unhealthy),
    };
  const fromCache = cached !== null && cached.checks > 0;
  const cache = fromCache
    ? { source: 'cache' as const, savedAt: cached.savedAt, unhealthy: byName(cached.unhealthy) }
    : { source: 'none' as const, savedAt: null, unhealthy: [] };
  if (live?.state === 'offline') return { ...base, state: 'offline', mark: 'offline', ...cache };
  if (live?.state === 'signed-out' || input.signedIn === false)
    return { ...base, state: 'warning', mark: 'signed-out', ...cache };
  if (fromCache)
    return {
      ...base,
      state: cache.unhealthy.length > 0 ? 'unhealthy' : 'healthy',
      mark: null,
      ...cache,
    };
  if (live?.state === 'pending') return { ...base, state: 'warning', mark: 'pending', ...cache };
  return { ...base, state: 'unknown', mark: 'no-data', ...cache };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "just now", "5 min ago", "3 h ago", "2 d ago". */
export function ageLabel(savedAt: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - savedAt) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}

const MARKS: Record<NonNullable<TrayOrg['mark']>, string> = {
  offline: 'offline',
  'signed-out': 'not signed in',
  pending: 'not checked yet',
  'no-data': 'no data yet',
};

function orgLabel(org: TrayOrg, now: number): string {
  const parts: string[] = [];
  if (org.mark) parts.push(MARKS[org.mark]);
  if (org.source !== 'none')
    parts.push(
      org.unhealthy.length > 0 ? plural(org.unhealthy.length, 'unhealthy check') : 'healthy',
    );
  if (org.source === 'cache' && org.savedAt !== null)
    parts.push(`data from ${ageLabel(org.savedAt, now)}`);
  return `${org.name} — ${parts.join(' · ')}`;
}

const checkRoute = (checkId: string) => `/health?${new URLSearchParams({ checkId }).toString()}`;

/** The inputs of watched organisations only (the watch's snapshot), for callers without more. */
export function watchedInputs(healths: readonly OrgHealth[]): TrayOrgInput[] {
  return healths.map((health) => ({
    orgId: health.orgId,
    name: health.name,
    live: health,
    signedIn: null,
    cached: null,
  }));
}

export function buildTrayModel(
  inputs: readonly TrayOrgInput[],
  productName: string,
  now: number = Date.now(),
): TrayModel {
  const orgs: TrayOrg[] = inputs
    .map(trayOrg)
    .sort(
      (a, b) =>
        rank(b.state) - rank(a.state) ||
        b.unhealthy.length - a.unhealthy.length ||
        a.name.localeCompare(b.name),
    );
  const state = worstState(orgs.map((org) => org.state));
  const unhealthyTotal = orgs.reduce((sum, org) => sum + org.unhealthy.length, 0);
  const count = (mark: TrayOrg['mark']) => orgs.filter((org) => org.mark === mark).length;
  const parts: string[] = [];
  if (orgs.length === 0) parts.push('no organisation yet');
  else if (unhealthyTotal > 0)
    parts.push(
      `${plural(unhealthyTotal, 'unhealthy check')} in ${plural(orgs.filter((o) => o.unhealthy.length > 0).length, 'organisation')}`,
    );
  else parts.push('no unhealthy checks');
  if (count('offline') > 0) parts.push(`${count('offline')} offline`);
  if (count('signed-out') > 0) parts.push(`${count('signed-out')} not signed in`);

  const items: TrayItem[] = [];
  if (orgs.length === 0)
    items.push({ kind: 'note', label: 'Add an organisation to see its health here' });
  for (const org of orgs) {
    items.push({
      kind: 'item',
      label: orgLabel(org, now),
      state: org.state,
      action: { kind: 'open', orgId: org.orgId, route: '/health' },
    });
    for (const check of org.unhealthy.slice(0, CHECKS_PER_ORG))
      items.push({
        kind: 'item',
        label: `    ${check.name}`,
        action: { kind: 'open', orgId: org.orgId, route: checkRoute(check.id) },
      });
    const more = org.unhealthy.length - CHECKS_PER_ORG;
    if (more > 0)
      items.push({
        kind: 'item',
        label: `    … ${more} more`,
        action: { kind: 'open', orgId: org.orgId, route: '/health' },
      });
  }
  if (orgs.length > 0 && inputs.every((input) => input.live === null))
    items.push({
      kind: 'note',
      label: 'Turn on check notifications in an organisation to keep its health current',
    });
  items.push(
    { kind: 'separator' },
    {
      kind: 'item',
      label: 'Open inbox',
      action: { kind: 'open', orgId: null, route: INBOX_ROUTE },
    },
    { kind: 'separator' },
    { kind: 'item', label: `Quit ${productName}`, action: { kind: 'quit' } },
  );
  return { state, tooltip: `${productName}: ${parts.join(', ')}`, orgs, items };
}

/** The shape of Electron's MenuItemConstructorOptions that the tray uses. */
export interface TrayMenuEntry {
  label?: string;
  type?: 'separator' | 'normal';
  enabled?: boolean;
  click?: () => void;
}

/** The Electron menu template of a model: plain objects, so it is tested without Electron. */
export function trayMenuTemplate(
  model: TrayModel,
  run: (action: TrayAction) => void,
): TrayMenuEntry[] {
  return model.items.map((item) => {
    if (item.kind === 'separator') return { type: 'separator' };
    if (item.kind === 'note') return { label: item.label, enabled: false };
    return { label: item.label, click: () => run(item.action) };
  });
}
