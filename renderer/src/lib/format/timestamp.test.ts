import { describe, expect, it } from 'vitest';
import { UNKNOWN_TIME, formatTimestamp, parseTimestamp } from './timestamp.ts';

describe('parseTimestamp', () => {
  it('reads ISO strings with a zone', () => {
    expect(parseTimestamp('2024-05-15T10:00:00Z')?.toISOString()).toBe('2024-05-15T10:00:00.000Z');
    expect(parseTimestamp('2024-05-15T12:00:00+02:00')?.toISOString()).toBe(
      '2024-05-15T10:00:00.000Z',
    );
  });

  it('treats zone-less database timestamps as UTC', () => {
    expect(parseTimestamp('2024-05-15T10:00:00')?.toISOString()).toBe('2024-05-15T10:00:00.000Z');
    expect(parseTimestamp('2024-05-15 10:00:00.123456')?.toISOString()).toBe(
      '2024-05-15T10:00:00.123Z',
    );
  });

  it('reads epoch milliseconds and Dates', () => {
    expect(parseTimestamp(1715767200000)?.toISOString()).toBe('2024-05-15T10:00:00.000Z');
    expect(parseTimestamp('1715767200000')?.toISOString()).toBe('2024-05-15T10:00:00.000Z');
    expect(parseTimestamp(new Date(1715767200000))?.getTime()).toBe(1715767200000);
  });

  it.each([
    ['empty', ''],
    ['garbage', 'not a date'],
    ['NaN', Number.NaN],
    ['epoch 0 number', 0],
    ['epoch 0 string', '1970-01-01T00:00:00Z'],
    ['year 9999', '9999-12-31T23:59:59Z'],
    ['null', null],
    ['undefined', undefined],
    ['object', {}],
    ['invalid Date', new Date('x')],
  ])('rejects %s', (_name, value) => {
    expect(parseTimestamp(value)).toBeUndefined();
    expect(formatTimestamp(value)).toBe(UNKNOWN_TIME);
  });

  it('never formats as NaN', () => {
    for (const value of ['2024-13-45T99:99:99Z', 'Invalid Date', Infinity, -Infinity]) {
      expect(formatTimestamp(value)).not.toMatch(/NaN/);
    }
  });

  it('formats valid values', () => {
    expect(formatTimestamp('2024-05-15T10:00:00Z', 'YYYY')).toBe('2024');
  });
});
