// What the tray shows, without Electron: each watched organisation's health from the health
// watch's latest poll (electron/health-watch/), the worst of them as the tray's icon, and the menu
// — organisations worst first, each with its unhealthy checks, then 'Open inbox' and Quit. The
// Electron adapter (electron/adapters/electron-tray.ts) only renders it.
import type { OrgHealth } from '../health-watch/health-watch.ts';

export type TrayState = 'healthy' | 'warning' | 'unhealthy' | 'offline';

/**
 * Worse last. A known unhealthy check outranks an organisation that cannot be reached: it is the
 * one thing on the list someone can act on now. Warning: signed out, or not polled yet.
 */
export const TRAY_STATES: readonly TrayState[] = ['healthy', 'warning', 'offline', 'unhealthy'];

/** Checks listed under an organisation; the rest are one "… more" item opening Health. */
export const CHECKS_PER_ORG = 5;

export const INBOX_ROUTE = '/fleet';

export type TrayAction = { kind: 'open'; orgId: string | null; route: string } | { kind: 'quit' };

export type TrayItem =
  | { kind: 'item'; label: string; action: TrayAction; state?: TrayState }
  | { kind: 'note'; label: string }
  | { kind: 'separator' };

export interface TrayOrg {
  orgId: string;
  name: string;
  state: TrayState;
  unhealthy: { id: string; name: string }[];
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
  return states.reduce<TrayState>((worst, s) => (rank(s) > rank(worst) ? s : worst), 'healthy');
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function orgLabel(org: TrayOrg): string {
  switch (org.state) {
    case 'unhealthy':
      return `${org.name} — ${plural(org.unhealthy.length, 'unhealthy check')}`;
    case 'offline':
      return `${org.name} — offline`;
    case 'warning':
      return `${org.name} — sign-in needed or not checked yet`;
    default:
      return `${org.name} — healthy`;
  }
}

const checkRoute = (checkId: string) => `/health?${new URLSearchParams({ checkId }).toString()}`;

export function buildTrayModel(healths: readonly OrgHealth[], productName: string): TrayModel {
  const orgs: TrayOrg[] = healths
    .map((health) => ({
      orgId: health.orgId,
      name: health.name,
      state: orgTrayState(health),
      unhealthy: [...health.unhealthy].sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .sort(
      (a, b) =>
        rank(b.state) - rank(a.state) ||
        b.unhealthy.length - a.unhealthy.length ||
        a.name.localeCompare(b.name),
    );
  const state = orgs.length === 0 ? 'healthy' : worstState(orgs.map((org) => org.state));
  const unhealthyTotal = orgs.reduce((sum, org) => sum + org.unhealthy.length, 0);
  const offline = orgs.filter((org) => org.state === 'offline').length;
  const parts: string[] = [];
  if (orgs.length === 0) parts.push('no organisation is watched');
  else if (unhealthyTotal > 0)
    parts.push(
      `${plural(unhealthyTotal, 'unhealthy check')} in ${plural(orgs.filter((o) => o.unhealthy.length > 0).length, 'organisation')}`,
    );
  else parts.push('no unhealthy checks');
  if (offline > 0) parts.push(`${offline} offline`);

  const items: TrayItem[] = [];
  if (orgs.length === 0)
    items.push({
      kind: 'note',
      label: 'Turn on check notifications in an organisation to see its health here',
    });
  for (const org of orgs) {
    items.push({
      kind: 'item',
      label: orgLabel(org),
      state: org.state,
      action: { kind: 'open', orgId: org.orgId, route: '/health' },
    });
    if (org.state !== 'unhealthy') continue;
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
