// Column headers, widths and badge colours of a view's table (spec 4-views §2.4, §2.6), and the
// size parsing the bytes column uses.
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../../lib/format/bytes.ts';
import { parseSize } from '../../../lib/format/size.ts';
import { badgeColour, columnLabel, formatMillicore, parseColumnWidths } from './cell-model.ts';

describe('column headers and widths', () => {
  it('label a name: underscores to spaces, camelCase split, capitalised', () => {
    expect(columnLabel('cost_1d')).toBe('Cost 1d');
    expect(columnLabel('lastRunTime')).toBe('Last Run Time');
  });

  it('read weights and pixels', () => {
    const cols = [
      { name: 'a', type: 'string', width: 2 },
      { name: 'b', type: 'string', width: '150px' },
      { name: 'c', type: 'string' },
    ];
    expect(parseColumnWidths(cols)).toEqual({
      widths: { a: { weight: 2 }, b: { px: 150 } },
      errors: [],
    });
  });

  it('fall back to default widths on a bad one, with the spec text', () => {
    const { widths, errors } = parseColumnWidths([{ name: 'a', type: 'string', width: 'wide' }]);
    expect(widths).toEqual({});
    expect(errors[0]).toMatch(/^Invalid column width "wide" for column "a"\. /);
    expect(errors[1]).toBe('Falling back to default column widths.');
  });
});

describe('badge colours', () => {
  it('map, then auto, else grey; status columns are auto', () => {
    const col = {
      name: 's',
      type: 'string',
      badge: { color: { map: { ok: 'green', odd: '#abcdef' } } },
    };
    expect(badgeColour(col, 'ok')).toEqual({ intent: 'success' });
    expect(badgeColour(col, 'odd')).toEqual({ intent: 'none', css: '#abcdef' });
    expect(badgeColour(col, 'failed')).toEqual({ intent: 'none' });
    expect(
      badgeColour({ name: 's', type: 'string', badge: { color: { auto: true } } }, 'critical')
        .intent,
    ).toBe('danger');
    expect(badgeColour({ name: 's', type: 'status' }, 'Failed').intent).toBe('danger');
  });
});

describe('sizes and CPU', () => {
  it('parse quantities and write them in words', () => {
    expect(parseSize('512Mi')).toBe(512 * 1024 ** 2);
    expect(parseSize('1G')).toBe(1e9);
    expect(parseSize('lots')).toBeUndefined();
    expect(formatBytes(512 * 1024 ** 2)).toBe('512 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('write millicores', () => {
    expect(formatMillicore(250)).toBe('250m');
    expect(formatMillicore(1500)).toBe('1.5 cores');
  });
});
