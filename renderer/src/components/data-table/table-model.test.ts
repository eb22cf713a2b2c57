import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZE_OPTIONS,
  clampPageIndex,
  pastLastPage,
  flattenGroups,
  groupRows,
  nextSort,
  nextVirtualPageSize,
  normalisePageSize,
  pageCount,
  paginate,
  parsePageJump,
  sortRows,
} from './table-model.ts';
import { loadTablePreferences, saveTablePreferences } from './table-preferences.ts';

type Row = { name: string; n?: number; g: string };
const rows: Row[] = [
  { name: 'b10', n: 3, g: 'x' },
  { name: 'a', n: 1, g: 'y' },
  { name: 'b2', g: 'x' },
  { name: 'C', n: 2, g: 'y' },
];

describe('sorting', () => {
  it('sorts naturally and case-insensitively, missing values last', () => {
    expect(sortRows(rows, (r) => r.name, false).map((r) => r.name)).toEqual([
      'a',
      'b2',
      'b10',
      'C',
    ]);
    expect(sortRows(rows, (r) => r.n, false).map((r) => r.name)).toEqual(['a', 'C', 'b10', 'b2']);
    expect(sortRows(rows, (r) => r.n, true).map((r) => r.name)).toEqual(['b2', 'b10', 'C', 'a']);
  });

  it('is stable', () => {
    expect(sortRows(rows, (r) => r.g, false).map((r) => r.name)).toEqual(['b10', 'b2', 'a', 'C']);
  });

  it('cycles asc → desc → none', () => {
    expect(nextSort(undefined, 'a')).toEqual({ id: 'a', desc: false });
    expect(nextSort({ id: 'a', desc: false }, 'a')).toEqual({ id: 'a', desc: true });
    expect(nextSort({ id: 'a', desc: true }, 'a')).toBeUndefined();
    expect(nextSort({ id: 'a', desc: true }, 'b')).toEqual({ id: 'b', desc: false });
  });
});

describe('grouping', () => {
  it('groups and expands only the chosen groups', () => {
    const groups = groupRows(rows, (r) => r.g);
    expect(groups.map((g) => [g.key, g.rows.length])).toEqual([
      ['x', 2],
      ['y', 2],
    ]);
    const flat = flattenGroups(groups, new Set(['y']));
    expect(flat.map((i) => (i.kind === 'group' ? `[${i.key}]` : i.row.name))).toEqual([
      '[x]',
      '[y]',
      'a',
      'C',
    ]);
  });
});

describe('pagination', () => {
  it('counts pages', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });

  it('names the last page when a page is past the end, and nothing otherwise', () => {
    expect(pastLastPage(3, 2, 50)).toBe(0);
    expect(pastLastPage(120, 5, 50)).toBe(2);
    expect(pastLastPage(0, 1, 50)).toBe(0);
    expect(pastLastPage(120, 2, 50)).toBeNull();
    expect(pastLastPage(0, 0, 50)).toBeNull();
    expect(pastLastPage(null, 9, 50)).toBeNull();
  });

  it('clamps indices and slices pages', () => {
    expect(clampPageIndex(9, 51, 50)).toBe(1);
    expect(clampPageIndex(-3, 51, 50)).toBe(0);
    expect(paginate([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 4]);
    expect(paginate([1, 2, 3, 4, 5], 7, 2)).toEqual([5]);
  });

  it('accepts page jumps from 1 to the page count only', () => {
    expect(parsePageJump('1', 100, 10)).toBe(0);
    expect(parsePageJump('10', 100, 10)).toBe(9);
    for (const bad of ['0', '11', '-1', '2.5', 'abc', ''])
      expect(parsePageJump(bad, 100, 10), bad).toBeUndefined();
  });

  it('offers the page sizes of the spec', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 25, 50, 100, 150, 200, 250, 300, 500, 1000]);
    expect(normalisePageSize(7, 50)).toBe(10);
    expect(normalisePageSize(5000, 50)).toBe(1000);
    expect(normalisePageSize(Number.NaN, 50)).toBe(50);
  });

  it('doubles the page size at the end while more rows exist', () => {
    expect(nextVirtualPageSize(50, 500)).toBe(100);
    expect(nextVirtualPageSize(50, 50)).toBeUndefined();
  });
});

describe('preferences', () => {
  it('round-trip through storage and ignore garbage', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    saveTablePreferences(storage, 't', {
      pageSize: 25,
      sort: { id: 'name', desc: true },
      expanded: ['x'],
    });
    expect(loadTablePreferences(storage, 't')).toEqual({
      pageSize: 25,
      sort: { id: 'name', desc: true },
      expanded: ['x'],
    });
    expect(loadTablePreferences(storage, 'other')).toEqual({});
    data.set('mc.table.t', '{"pageSize":"big"}');
    expect(loadTablePreferences(storage, 't')).toEqual({});
    expect(loadTablePreferences(undefined, 't')).toEqual({});
  });
});

describe('row keys with repeated ids', () => {
  it('keeps every row under a unique key and counts the repeats', async () => {
    const { itemKeys, tableNotices } = await import('./table-model.ts');
    const items = [
      { kind: 'row' as const, row: { id: 'a' } },
      { kind: 'row' as const, row: { id: 'b' } },
      { kind: 'row' as const, row: { id: 'a' } },
      { kind: 'row' as const, row: { id: 'a' } },
    ];
    const { keys, duplicates } = itemKeys(items, (row) => row.id);
    expect(keys).toEqual(['row:a', 'row:b', 'row:a#2', 'row:a#3']);
    expect(new Set(keys).size).toBe(items.length);
    expect(duplicates).toBe(2);
    expect(tableNotices(0, duplicates)).toEqual([
      '2 rows have the same id as another row; all are shown.',
    ]);
  });

  it('says how many rows could not be read', async () => {
    const { tableNotices } = await import('./table-model.ts');
    expect(tableNotices(2, 0)).toEqual(['2 rows could not be read and are not shown.']);
    expect(tableNotices(1, 1)).toEqual([
      '1 row could not be read and is not shown.',
      '1 row has the same id as another row; both are shown.',
    ]);
    expect(tableNotices(0, 0)).toEqual([]);
  });
});
