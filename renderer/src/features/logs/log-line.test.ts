import { describe, expect, it } from 'vitest';
import {
  FOLD_CHARS,
  isLongMessage,
  lineTime,
  logLevel,
  newestFirst,
  resultSummary,
} from './log-line.ts';

describe('logLevel', () => {
  it('reads the level label in any case', () => {
    expect(logLevel({ level: 'ERROR' })).toBe('error');
    expect(logLevel({ level: 'warn' })).toBe('warning');
    expect(logLevel({ severity: 'Information' })).toBe('info');
    expect(logLevel({ lvl: 'trace' })).toBe('debug');
  });

  it('prefers `level` and knows nothing of other labels', () => {
    expect(logLevel({ severity: 'error', level: 'info' })).toBe('info');
    expect(logLevel({ app: 'error' })).toBeNull();
    expect(logLevel({ level: 'verbose-ish' })).toBeNull();
    expect(logLevel(undefined)).toBeNull();
    expect(logLevel(null)).toBeNull();
  });
});

describe('lineTime', () => {
  it('takes the timestamp, else the observed times', () => {
    expect(lineTime({ timestamp: 't', lastObserved: 'l' })).toBe('t');
    expect(lineTime({ firstObserved: 'f', lastObserved: 'l' })).toBe('l');
    expect(lineTime({ firstObserved: 'f' })).toBe('f');
    expect(lineTime({ message: 'x' })).toBeUndefined();
  });
});

describe('isLongMessage', () => {
  it('folds many lines or many characters, never a short message', () => {
    expect(isLongMessage('one line')).toBe(false);
    expect(isLongMessage('a\nb\nc\nd')).toBe(false);
    expect(isLongMessage('a\nb\nc\nd\ne')).toBe(true);
    expect(isLongMessage('x'.repeat(FOLD_CHARS))).toBe(false);
    expect(isLongMessage('x'.repeat(FOLD_CHARS + 1))).toBe(true);
  });
});

describe('resultSummary', () => {
  it('counts the lines, and says when more matched than were sent', () => {
    expect(resultSummary(1, null)).toBe('1 line');
    expect(resultSummary(1204, 1204)).toBe('1,204 lines');
    expect(resultSummary(100_000, 250_000)).toBe('Showing 100,000 of 250,000 lines');
    expect(resultSummary(3, 2)).toBe('3 lines');
  });
});

describe('newestFirst', () => {
  const at = (timestamp: string) => ({ timestamp, message: timestamp });

  it('turns an oldest-first answer round', () => {
    const lines = [
      at('2026-03-10T10:00:00Z'),
      at('2026-03-10T11:00:00Z'),
      at('2026-03-10T12:00:00Z'),
    ];
    expect(newestFirst(lines).map((l) => l.message)).toEqual([
      '2026-03-10T12:00:00Z',
      '2026-03-10T11:00:00Z',
      '2026-03-10T10:00:00Z',
    ]);
  });

  it('keeps a newest-first answer, and one without readable times, as it is', () => {
    const newest = [at('2026-03-10T12:00:00+02:00'), at('2026-03-10T09:00:00Z')];
    expect(newestFirst(newest)).toBe(newest);
    const untimed = [{ message: 'a' }, { message: 'b' }];
    expect(newestFirst(untimed)).toBe(untimed);
    expect(newestFirst([])).toEqual([]);
  });
});
