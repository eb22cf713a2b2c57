// Every routed list screen is built from list definitions (issue 37: one way to build a list):
// its route declares them (`lists`), and each is a complete definition the kit can render. A
// screen not yet moved onto the kit is named below; that list may only shrink.
import { describe, expect, it } from 'vitest';
import type { ResourceListDefinition } from '../../components/resource-list/resource-definition.ts';
import { LIST_SCREENS } from './list-screens.ts';
import { ALL_ROUTES } from './route-table.ts';

/** List screens still built by hand (their own table or query); remove a path once it moves. */
const NOT_YET_ON_THE_KIT: string[] = [];

const routeAt = (path: string) => ALL_ROUTES.find((route) => route.path === path);

function expectDefinition(path: string, value: unknown): void {
  const def = value as ResourceListDefinition<unknown>;
  expect(typeof def.title, `${path}: title`).toBe('string');
  expect(typeof def.source?.key, `${path}: source key`).toBe('string');
  // Left out, a row's identity is its `id` (the definition's type requires one then).
  expect(['undefined', 'function'], `${path}: getRowId`).toContain(typeof def.getRowId);
  expect(typeof def.permission, `${path}: permission`).toBe('string');
  expect(def.columns.length, `${path}: columns`).toBeGreaterThan(0);
  const ids = def.columns.map((column) => column.id);
  expect(new Set(ids).size, `${path}: column ids repeat: ${ids.join(', ')}`).toBe(ids.length);
  for (const column of def.columns)
    expect(typeof column.cell, `${path}: ${column.id}`).toBe('function');
  const params = (def.filters ?? []).map((filter) => filter.param);
  expect(new Set(params).size, `${path}: filter params repeat`).toBe(params.length);
}

describe('list screens', () => {
  it('are all routed, and every route with lists is one of them', () => {
    for (const path of LIST_SCREENS) expect(routeAt(path), path).toBeDefined();
    const declared = ALL_ROUTES.filter((route) => route.lists).map((route) => route.path);
    expect(declared.filter((path) => !LIST_SCREENS.includes(path))).toEqual([]);
  });

  it.each(LIST_SCREENS.filter((path) => !NOT_YET_ON_THE_KIT.includes(path)))(
    '%s is built from list definitions',
    async (path) => {
      const lists = routeAt(path)?.lists;
      expect(lists, `${path} declares no list definitions`).toBeDefined();
      const definitions = (await lists?.()) ?? [];
      expect(definitions.length).toBeGreaterThan(0);
      for (const definition of definitions) expectDefinition(path, definition);
    },
  );

  it('names only screens still off the kit (delete the line of a screen you moved)', () => {
    expect(NOT_YET_ON_THE_KIT.filter((path) => routeAt(path)?.lists)).toEqual([]);
  });
});
