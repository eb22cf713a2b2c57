import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import {
  disabledFeatures,
  isFeatureEnabled,
  type Feature,
} from '../../lib/feature-flags/feature-flags.ts';
import {
  buildSubject,
  can,
  type Action,
  type Resource,
} from '../../lib/permissions/permissions.ts';
import { ALL_ROUTES, findRoute, routeAccess } from './route-table.ts';

const CONSOLE_ROUTES = ALL_ROUTES;
const guardForSettingsTable = (table: string | undefined) =>
  findRoute('/settings/x')!.guardFor!({ table });

function ctx(roles: string[], properties: { name: string; value: string }[] = []) {
  const subject = buildSubject(roles);
  const disabled = disabledFeatures(properties);
  return {
    isEnabled: (feature: Feature) => isFeatureEnabled(disabled, feature),
    can: (action: Action, resource: Resource) => can(subject, action, resource),
  };
}

const spec = (path: string) => {
  const found = CONSOLE_ROUTES.find((route) => route.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

describe('route guards', () => {
  it('lets an admin into every guarded route', () => {
    const { isEnabled, can: allowed } = ctx(['admin']);
    for (const route of CONSOLE_ROUTES)
      expect(routeAccess(route, isEnabled, allowed)).toEqual({ kind: 'allowed' });
  });

  it('hides a route whose feature is disabled, also through a parent flag', () => {
    const { isEnabled, can: allowed } = ctx(['admin'], [{ name: 'health.disable', value: 'true' }]);
    expect(routeAccess(spec('/health'), isEnabled, allowed)).toEqual({
      kind: 'disabled',
      feature: 'health',
    });
    expect(routeAccess(spec('/settings/jobs'), isEnabled, allowed)).toEqual({
      kind: 'disabled',
      feature: 'settings.job_history',
    });
    expect(routeAccess(spec('/topology'), isEnabled, allowed).kind).toBe('allowed');
  });

  it('shows Unauthorized where the role cannot read or write', () => {
    const viewer = ctx(['viewer']);
    expect(routeAccess(spec('/settings/connections'), viewer.isEnabled, viewer.can)).toEqual({
      kind: 'unauthorized',
    });
    expect(routeAccess(spec('/settings/users'), viewer.isEnabled, viewer.can)).toEqual({
      kind: 'unauthorized',
    });
    expect(routeAccess(spec('/health'), viewer.isEnabled, viewer.can).kind).toBe('allowed');
    // Adding a silence needs write on notifications.
    expect(routeAccess(spec('/notifications/silences/add'), viewer.isEnabled, viewer.can)).toEqual({
      kind: 'unauthorized',
    });
    const editor = ctx(['editor']);
    expect(
      routeAccess(spec('/notifications/silences/add'), editor.isEnabled, editor.can).kind,
    ).toBe('allowed');
    // An editor reads connections and users (spec 1 §6), without writing them.
    expect(routeAccess(spec('/settings/connections'), editor.isEnabled, editor.can).kind).toBe(
      'allowed',
    );
    expect(routeAccess(spec('/settings/users'), editor.isEnabled, editor.can).kind).toBe('allowed');
  });

  it('takes the guard of /settings/{table} from the table; unknown tables have none', () => {
    expect(guardForSettingsTable('canaries')).toMatchObject({
      features: ['settings.health'],
      resource: 'canaries',
    });
    expect(guardForSettingsTable('nope')).toBeNull();
    expect(guardForSettingsTable('__proto__')).toBeNull();
    expect(guardForSettingsTable(undefined)).toBeNull();
    const { isEnabled, can: allowed } = ctx(['admin'], [{ name: 'logs.disable', value: 'true' }]);
    expect(routeAccess(guardForSettingsTable('logging_backends')!, isEnabled, allowed)).toEqual({
      kind: 'disabled',
      feature: 'logs',
    });
  });

  it('picks the route React Router would: static segments before params', () => {
    expect(findRoute('/settings/agents')?.title).toBe('Agents');
    expect(findRoute('/settings/canaries')?.path).toBe('/settings/:table');
    expect(findRoute('/catalog/changes')?.path).toBe('/catalog/changes');
    expect(findRoute('/catalog/scrapers')?.path).toBe('/catalog/scrapers');
    // Not a config item's tab (/catalog/:id/:tab): the scraper's page.
    expect(findRoute('/catalog/scrapers/abc')?.path).toBe('/catalog/scrapers/:id');
    expect(findRoute('/nowhere/at/all')).toBeNull();
  });

  it('picks what React Router picks from the whole table, for a path of every route', () => {
    const whole = ALL_ROUTES.map((route) => ({ path: route.path, route }));
    const concrete = (path: string) =>
      path
        .split('/')
        .map((segment) =>
          segment === '*' ? 'a/b' : segment.startsWith(':') ? 'x1' : segment.replace(/\?$/, ''),
        )
        .join('/');
    const paths = ALL_ROUTES.flatMap((route) => {
      const path = concrete(route.path);
      return [path, `${path}/`, path.toUpperCase(), `${path}/extra`, `/x${path}`];
    });
    for (const path of [...paths, '/', '', '/%73ettings/agents', '/nowhere'])
      expect(findRoute(path)?.path ?? null, path).toBe(
        matchRoutes(whole, path)?.[0]?.route.route.path ?? null,
      );
  });

  it('answers a path asked again the same, whatever its query, and past its memory of paths', () => {
    expect(findRoute('/settings/agents?id=1#x')).toBe(findRoute('/settings/agents'));
    expect(findRoute('/nowhere/at/all')).toBeNull();
    for (let i = 0; i < 1200; i++) findRoute(`/catalog/config-${i}`);
    expect(findRoute('/catalog/config-3')?.path).toBe('/catalog/:id');
    expect(findRoute('/catalog/config-1199')?.path).toBe('/catalog/:id');
    expect(findRoute('/settings/canaries')?.path).toBe('/settings/:table');
    expect(findRoute('/nowhere/at/all')).toBeNull();
  });

  it('registers the routes of the specs', () => {
    const registered = new Set(CONSOLE_ROUTES.map((route) => route.path));
    for (const path of [
      '/health',
      '/topology/:id',
      '/catalog/changes',
      '/catalog/:id',
      '/incidents/:id',
      '/logs',
      '/playbooks/runs/:id',
      '/notifications/silences/add',
      '/settings/feature-flags',
      '/settings/event-queue-status',
      '/settings/integrations/:type/:id',
      '/settings/:table/:id',
      '/profile-settings',
    ])
      expect(registered).toContain(path);
  });
});
