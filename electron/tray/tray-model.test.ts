import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { OrgHealth } from '../health-watch/health-watch.ts';
import { TRAY_COLOURS, trayIconPng } from './tray-icons.ts';
import {
  CHECKS_PER_ORG,
  ageLabel,
  buildTrayModel as buildFromInputs,
  orgTrayState,
  trayMenuTemplate,
  watchedInputs,
  worstState,
  type TrayAction,
  type TrayOrgInput,
} from './tray-model.ts';

const buildTrayModel = (healths: OrgHealth[], name: string) =>
  buildFromInputs(watchedInputs(healths), name);

const health = (orgId: string, state: OrgHealth['state'], unhealthy: string[] = []): OrgHealth => ({
  orgId,
  name: orgId[0]!.toUpperCase() + orgId.slice(1),
  minutes: 1,
  state,
  unhealthy: unhealthy.map((name) => ({ id: `${orgId}-${name}`, name })),
  checkedAt: 0,
});

describe('tray model', () => {
  it("gives each organisation a state from the watch's last poll", () => {
    expect(orgTrayState(health('a', 'ok'))).toBe('healthy');
    expect(orgTrayState(health('a', 'ok', ['x']))).toBe('unhealthy');
    expect(orgTrayState(health('a', 'offline', ['x']))).toBe('offline');
    expect(orgTrayState(health('a', 'signed-out'))).toBe('warning');
    expect(orgTrayState(health('a', 'pending'))).toBe('warning');
  });

  it('takes the worst state as the icon: unhealthy, then offline, then warning', () => {
    expect(worstState([])).toBe('unknown');
    expect(worstState(['unknown', 'healthy'])).toBe('healthy');
    expect(worstState(['healthy', 'warning'])).toBe('warning');
    expect(worstState(['warning', 'offline', 'healthy'])).toBe('offline');
    expect(worstState(['offline', 'unhealthy', 'warning'])).toBe('unhealthy');
    expect(buildTrayModel([health('a', 'ok'), health('b', 'offline')], 'MCD').state).toBe(
      'offline',
    );
    expect(buildTrayModel([], 'MCD').state).toBe('unknown');
  });

  it('orders organisations worst first, then by unhealthy count, then by name', () => {
    const model = buildTrayModel(
      [
        health('zeta', 'ok'),
        health('beta', 'ok', ['x']),
        health('alpha', 'offline'),
        health('gamma', 'ok', ['x', 'y']),
        health('delta', 'signed-out'),
        health('acme', 'ok'),
      ],
      'MCD',
    );
    expect(model.orgs.map((org) => org.orgId)).toEqual([
      'gamma',
      'beta',
      'alpha',
      'delta',
      'acme',
      'zeta',
    ]);
    expect(model.tooltip).toBe(
      'MCD: 3 unhealthy checks in 2 organisations, 1 offline, 1 not signed in',
    );
  });

  it('lists unhealthy checks under their organisation, the rest as one item', () => {
    const names = Array.from({ length: CHECKS_PER_ORG + 2 }, (_, i) => `check-${i}`).reverse();
    const model = buildTrayModel([health('acme', 'ok', names), health('beta', 'offline')], 'MCD');
    expect(model.items.map((item) => (item.kind === 'separator' ? '---' : item.label))).toEqual([
      'Acme — 7 unhealthy checks',
      '    check-0',
      '    check-1',
      '    check-2',
      '    check-3',
      '    check-4',
      '    … 2 more',
      'Beta — offline',
      '---',
      'Open inbox',
      '---',
      'Quit MCD',
    ]);
    const actions = model.items.flatMap((item) => (item.kind === 'item' ? [item.action] : []));
    expect(actions[0]).toEqual({ kind: 'open', orgId: 'acme', route: '/health' });
    expect(actions[1]).toEqual({
      kind: 'open',
      orgId: 'acme',
      route: '/health?checkId=acme-check-0',
    });
    expect(actions.at(-2)).toEqual({ kind: 'open', orgId: null, route: '/fleet' });
    expect(actions.at(-1)).toEqual({ kind: 'quit' });
  });

  it('says what to do when there is no organisation', () => {
    const model = buildTrayModel([], 'MCD');
    expect(model.tooltip).toBe('MCD: no organisation yet');
    expect(model.items[0]).toEqual({
      kind: 'note',
      label: 'Add an organisation to see its health here',
    });
  });

  it('makes an Electron menu template whose items run their actions', () => {
    const ran: TrayAction[] = [];
    const template = trayMenuTemplate(
      buildTrayModel([health('acme', 'ok', ['api'])], 'MCD'),
      (action) => ran.push(action),
    );
    expect(template.map((entry) => entry.type ?? entry.label)).toEqual([
      'Acme — 1 unhealthy check',
      '    api',
      'separator',
      'Open inbox',
      'separator',
      'Quit MCD',
    ]);
    template[1]?.click?.();
    template.at(-1)?.click?.();
    expect(ran).toEqual([
      { kind: 'open', orgId: 'acme', route: '/health?checkId=acme-api' },
      { kind: 'quit' },
    ]);
    const note = trayMenuTemplate(buildTrayModel([], 'MCD'), () => undefined)[0];
    expect(note?.enabled).toBe(false);
  });
});

const NOW = Date.UTC(2026, 0, 1, 12);
const input = (orgId: string, fields: Partial<TrayOrgInput> = {}): TrayOrgInput => ({
  orgId,
  name: orgId[0]!.toUpperCase() + orgId.slice(1),
  live: null,
  signedIn: true,
  cached: null,
  ...fields,
});
const cache = (minutesAgo: number, unhealthy: string[], checks = unhealthy.length + 3) => ({
  savedAt: NOW - minutesAgo * 60_000,
  checks,
  unhealthy: unhealthy.map((name) => ({ id: `id-${name}`, name })),
});
const labels = (model: ReturnType<typeof buildFromInputs>) =>
  model.items.flatMap((item) => (item.kind === 'separator' ? [] : [item.label]));

describe('tray model: every organisation', () => {
  it("lists an unwatched organisation from its cached data, with the data's age", () => {
    const model = buildFromInputs(
      [
        input('acme', { cached: cache(5, ['api', 'db']) }),
        input('beta', { cached: cache(180, []) }),
      ],
      'MCD',
      NOW,
    );
    expect(labels(model)).toEqual([
      'Acme — 2 unhealthy checks · data from 5 min ago',
      '    api',
      '    db',
      'Beta — healthy · data from 3 h ago',
      'Turn on check notifications in an organisation to keep its health current',
      'Open inbox',
      'Quit MCD',
    ]);
    expect(model.state).toBe('unhealthy');
    expect(model.orgs.map((org) => [org.orgId, org.source, org.state])).toEqual([
      ['acme', 'cache', 'unhealthy'],
      ['beta', 'cache', 'healthy'],
    ]);
    const check = model.items[1];
    expect(check?.kind === 'item' && check.action).toEqual({
      kind: 'open',
      orgId: 'acme',
      route: '/health?checkId=id-api',
    });
  });

  it('marks organisations that are not signed in or offline, keeping their cached checks', () => {
    const model = buildFromInputs(
      [
        input('acme', { signedIn: false, cached: cache(60 * 50, ['api']) }),
        input('beta', { live: { state: 'offline', unhealthy: [] }, cached: cache(2, ['db']) }),
        input('gamma', { live: { state: 'signed-out', unhealthy: [] } }),
        input('delta', { live: { state: 'ok', unhealthy: [] }, cached: cache(1, ['old']) }),
      ],
      'MCD',
      NOW,
    );
    expect(labels(model).slice(0, 6)).toEqual([
      'Beta — offline · 1 unhealthy check · data from 2 min ago',
      '    db',
      'Acme — not signed in · 1 unhealthy check · data from 2 d ago',
      '    api',
      'Gamma — not signed in',
      'Delta — healthy',
    ]);
    expect(model.state).toBe('offline');
    expect(model.tooltip).toBe(
      'MCD: 2 unhealthy checks in 2 organisations, 1 offline, 2 not signed in',
    );
  });

  it('says when nothing is known of an organisation, without colouring the icon', () => {
    const model = buildFromInputs(
      [
        input('acme'),
        input('beta', { cached: cache(1, [], 0) }),
        input('gamma', { live: { state: 'pending', unhealthy: [] } }),
        input('delta', { live: { state: 'ok', unhealthy: [] } }),
      ],
      'MCD',
      NOW,
    );
    expect(labels(model).slice(0, 4)).toEqual([
      'Gamma — not checked yet',
      'Delta — healthy',
      'Acme — no data yet',
      'Beta — no data yet',
    ]);
    expect(model.state).toBe('warning');
    expect(buildFromInputs([input('acme')], 'MCD', NOW).state).toBe('unknown');
  });

  it('writes ages in minutes, hours, then days', () => {
    expect(ageLabel(NOW - 20_000, NOW)).toBe('just now');
    expect(ageLabel(NOW + 60_000, NOW)).toBe('just now');
    expect(ageLabel(NOW - 59 * 60_000, NOW)).toBe('59 min ago');
    expect(ageLabel(NOW - 47 * 3_600_000, NOW)).toBe('47 h ago');
    expect(ageLabel(NOW - 72 * 3_600_000, NOW)).toBe('3 d ago');
  });
});

describe('tray icons', () => {
  it('draws a PNG disc in the state colour, transparent in the corners', () => {
    const png = trayIconPng('unhealthy', 16);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(16);
    expect(png.readUInt32BE(20)).toBe(16);
    const idatLength = png.readUInt32BE(33);
    expect(png.toString('ascii', 37, 41)).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    const pixel = (x: number, y: number) => [
      ...raw.subarray(y * 65 + 1 + x * 4, y * 65 + 5 + x * 4),
    ];
    expect(pixel(8, 8)).toEqual([...TRAY_COLOURS.unhealthy, 255]);
    expect(pixel(0, 0)[3]).toBe(0);
    expect(trayIconPng('healthy', 32).readUInt32BE(16)).toBe(32);
  });
});
