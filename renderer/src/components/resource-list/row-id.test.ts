// A list definition's row identity: the row's `id` unless the definition gives its own; a row
// type without a string `id` must give one (a type error otherwise, checked by tsc on this file).
import { describe, expect, it } from 'vitest';
import { rowIdOf, type ResourceListDefinition } from './resource-definition.ts';

type WithId = { id: string; name: string };
type WithoutId = { key: string };

const base = { title: 'Things', permission: 'database', columns: [] } as const;
const source = { key: 'things', table: 'things' } as never; // not read here

describe('rowIdOf', () => {
  it("defaults to the row's id", () => {
    const def: ResourceListDefinition<WithId> = { ...base, source };
    expect(rowIdOf(def)({ id: 'a1', name: 'A' })).toBe('a1');
  });

  it("uses the definition's own getRowId when given", () => {
    const def: ResourceListDefinition<WithId> = { ...base, source, getRowId: (row) => row.name };
    expect(rowIdOf(def)({ id: 'a1', name: 'A' })).toBe('A');
    const keyed: ResourceListDefinition<WithoutId> = { ...base, source, getRowId: (r) => r.key };
    expect(rowIdOf(keyed)({ key: 'k' })).toBe('k');
  });

  it('is one function for every definition that uses the default (a stable table prop)', () => {
    const a: ResourceListDefinition<WithId> = { ...base, source };
    const b: ResourceListDefinition<{ id: string }> = { ...base, source };
    expect(rowIdOf(a)).toBe(rowIdOf(b));
  });

  it('needs getRowId from a row type without a string id', () => {
    // @ts-expect-error -- WithoutId has no `id`: the definition must say what identifies a row.
    const def: ResourceListDefinition<WithoutId> = { ...base, source };
    // @ts-expect-error -- an optional or numeric id is no default either.
    const numeric: ResourceListDefinition<{ id?: number }> = { ...base, source };
    expect([def, numeric]).toHaveLength(2);
  });
});
