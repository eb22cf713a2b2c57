import { describe, expect, it } from 'vitest';
import { sortedByName, sortedColumn } from './client-list.ts';
import { sized } from './sized-column.ts';
import type { ResourceListDefinition } from './resource-definition.ts';

type Row = { name: string };

describe('client-read list pieces', () => {
  it('a sorted column shows and sorts by the same text', () => {
    const column = sortedColumn<Row>('name', 'Name', (row) => row.name.toUpperCase());
    expect(column.cell({ name: 'a' })).toBe('A');
    expect(column.sortValue?.({ name: 'b' })).toBe('B');
  });

  it('a list sorted by name until the user picks another column', () => {
    const def = sortedByName({ title: 'Things' } as Omit<
      ResourceListDefinition<Row>,
      'defaultSort'
    >);
    expect(def.defaultSort).toEqual({ sortBy: 'name', sortOrder: 'asc' });
    expect(def.title).toBe('Things');
  });

  it('a sized column keeps its own keys', () => {
    const column = sized<Row>({ id: 'name', header: 'Name', cell: (r) => r.name }, 3, 120);
    expect(column).toMatchObject({ id: 'name', priority: 3, minWidth: 120 });
  });
});
