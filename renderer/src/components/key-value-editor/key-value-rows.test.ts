import { describe, expect, it } from 'vitest';
import { duplicateKeys, rowsFromMap, rowsToMap } from './key-value-rows.ts';

describe('key-value rows', () => {
  it('round-trips a map', () => {
    const rows = rowsFromMap({ a: '1', b: '2' });
    expect(rows.map((r) => [r.key, r.value])).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(2);
    expect(rowsToMap(rows)).toEqual({ a: '1', b: '2' });
  });

  it('drops empty keys and trims keys', () => {
    expect(
      rowsToMap([
        { id: '1', key: ' ', value: 'x' },
        { id: '2', key: ' k ', value: 'v' },
      ]),
    ).toEqual({ k: 'v' });
  });

  it('finds duplicates', () => {
    expect(
      duplicateKeys([
        { id: '1', key: 'a', value: '' },
        { id: '2', key: 'a ', value: '' },
        { id: '3', key: 'b', value: '' },
      ]),
    ).toEqual(new Set(['a']));
  });
});
