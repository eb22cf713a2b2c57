// The deep-link route list main checks links against (preload/contract/deep-links.ts) is taken
// from the console's own route table: a link never leads to a screen that does not exist, and the
// console's screens can all be linked to (the link page and the sign-in flow's pages excepted).
import { describe, expect, it } from 'vitest';
import { CONSOLE_ROUTE_PATTERNS } from '../../../../preload/contract/deep-links.ts';
import { ALL_ROUTES } from './route-table.ts';

const table = ALL_ROUTES.map((route) => route.path);

describe('deep-link route list', () => {
  it('names only routes of the route table', () => {
    expect(CONSOLE_ROUTE_PATTERNS.filter((path) => !table.includes(path))).toEqual([]);
  });

  it('covers every console screen', () => {
    const linkable = ALL_ROUTES.filter((route) => route.layout !== 'standalone')
      .map((route) => route.path)
      .filter((path) =>
        /^\/(catalog|health|incidents|playbooks|topology|settings|notifications|agents|logs)\b/.test(
          path,
        ),
      );
    expect(linkable.filter((path) => !CONSOLE_ROUTE_PATTERNS.includes(path))).toEqual([]);
    expect(CONSOLE_ROUTE_PATTERNS).not.toContain('/open');
  });
});
