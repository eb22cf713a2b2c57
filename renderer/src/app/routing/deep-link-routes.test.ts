// Main cannot load the route table (its pages are React), so the console's paths are derived from
// the manifests into a plain list both sides import (preload/contract/console-routes.ts), and the
// deep-link routes from that (preload/contract/deep-links.ts). This test holds the list to the
// route table exactly: a link never leads to a screen that does not exist, and every screen can
// be linked to but the link page and the sign-in flow's pages.
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_PATHS,
  UNLINKABLE_PATHS,
  routeListDifferences,
} from '../../../../preload/contract/console-routes.ts';
import { CONSOLE_ROUTE_PATTERNS } from '../../../../preload/contract/deep-links.ts';
import { ALL_ROUTES } from './route-table.ts';

const table = ALL_ROUTES.map((route) => route.path);

describe('the shared route list', () => {
  it('is exactly the route table’s paths (run: node scripts/launch.js scripts/console-routes.ts)', () => {
    expect(routeListDifferences(table)).toEqual({ missing: [], extra: [] });
    expect(new Set(CONSOLE_PATHS).size).toBe(CONSOLE_PATHS.length);
  });

  it('lets links open every screen but the link page and the identity flow’s pages', () => {
    expect(Object.keys(UNLINKABLE_PATHS).filter((path) => !table.includes(path))).toEqual([]);
    expect([...CONSOLE_ROUTE_PATTERNS].sort()).toEqual(
      table.filter((path) => !(path in UNLINKABLE_PATHS)).sort(),
    );
    expect(CONSOLE_ROUTE_PATTERNS).not.toContain('/open');
    expect(CONSOLE_ROUTE_PATTERNS).not.toContain('/recovery');
    expect(CONSOLE_ROUTE_PATTERNS).toContain('/fleet');
    expect(CONSOLE_ROUTE_PATTERNS).toContain('/view/topology/:id');
  });

  it('tells which paths differ', () => {
    expect(routeListDifferences(['/health', '/new-screen'])).toMatchObject({
      missing: ['/new-screen'],
    });
    expect(routeListDifferences(['/health']).extra).toContain('/catalog');
  });
});
