import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import {
  LOGS_LIMIT,
  logsKeys,
  logsRequestBody,
  normaliseLogLine,
  readLogsResponse,
  wireTime,
} from './logs.ts';

const NOW = new Date('2026-03-10T12:30:00.000Z');

describe('wireTime', () => {
  it('sends durations the backend reads as they are', () => {
    expect(wireTime('15m', NOW)).toBe('15m');
    expect(wireTime('1h', NOW)).toBe('1h');
    expect(wireTime('7d', NOW)).toBe('7d');
  });

  it('resolves weeks, months and years into timestamps', () => {
    expect(wireTime('1w', NOW)).toBe('2026-03-03T12:30:00.000Z');
    expect(wireTime('6mo', NOW)).toBe(new Date('2025-09-10T12:30:00.000Z').toISOString());
    expect(wireTime('1y', NOW)).toBe('2025-03-10T12:30:00.000Z');
  });

  it('resolves date math, rounding the far end up', () => {
    const start = wireTime('now-1h', NOW);
    expect(start).toBe('2026-03-10T11:30:00.000Z');
    const dayStart = new Date(wireTime('now-1d/d', NOW) ?? '');
    const dayEnd = new Date(wireTime('now-1d/d', NOW, true) ?? '');
    expect(dayEnd.getTime() - dayStart.getTime()).toBe(24 * 3_600_000 - 1);
  });

  it('normalises timestamps and drops what it cannot read', () => {
    expect(wireTime('2026-03-01T10:00:00+01:00', NOW)).toBe('2026-03-01T09:00:00.000Z');
    expect(wireTime('now', NOW)).toBeUndefined();
    expect(wireTime('', NOW)).toBeUndefined();
    expect(wireTime(undefined, NOW)).toBeUndefined();
    expect(wireTime('yesterday-ish', NOW)).toBeUndefined();
  });
});

describe('logsRequestBody', () => {
  it('sends the component id, the selector name, the range and the limit', () => {
    expect(logsRequestBody({ id: 'c1', name: 'kubernetes', start: '1h' }, NOW)).toEqual({
      id: 'c1',
      name: 'kubernetes',
      start: '1h',
      limit: LOGS_LIMIT,
    });
  });

  it('sends a trimmed query, and none when it is blank', () => {
    expect(logsRequestBody({ id: 'c1', name: 'k', query: '  Timeout ' }, NOW, 10)).toEqual({
      id: 'c1',
      name: 'k',
      query: 'Timeout',
      limit: 10,
    });
    expect(logsRequestBody({ id: 'c1', name: 'k', query: '   ' }, NOW, 10)).not.toHaveProperty(
      'query',
    );
  });

  it('sends both ends of an absolute range', () => {
    const body = logsRequestBody(
      { id: 'c1', name: 'k', start: '2026-03-01T00:00:00.000Z', end: '2026-03-02T00:00:00.000Z' },
      NOW,
    );
    expect(body.start).toBe('2026-03-01T00:00:00.000Z');
    expect(body.end).toBe('2026-03-02T00:00:00.000Z');
  });

  it('keys a search by what the URL holds, not by resolved times', () => {
    expect(logsKeys.search({ id: 'c1', name: 'k', start: 'now-1d/d', end: 'now-1d/d' })).toEqual([
      'logs',
      'search',
      { id: 'c1', name: 'k', start: 'now-1d/d', end: 'now-1d/d' },
    ]);
  });
});

describe('normaliseLogLine', () => {
  it('keeps a well-formed line as the same object', () => {
    const line = { id: '1', timestamp: '2026-03-10T12:00:00Z', message: 'ok', labels: { a: 'b' } };
    expect(normaliseLogLine(line)).toBe(line);
  });

  it('reads fields of other types as text and drops what has none', () => {
    expect(
      normaliseLogLine({
        id: 7,
        message: { text: 'hi' },
        labels: { pid: 12, ok: true, gone: null },
        count: '3',
        timestamp: null,
      }),
    ).toEqual({ id: '7', message: '{"text":"hi"}', labels: { pid: '12', ok: 'true' }, count: 3 });
  });

  it('reads a bare string as a message and skips non-lines', () => {
    expect(normaliseLogLine('plain')).toEqual({ message: 'plain' });
    expect(normaliseLogLine(null)).toBeNull();
    expect(normaliseLogLine(42)).toBeNull();
  });
});

describe('readLogsResponse', () => {
  it('reads apm-hub answers, with count and the observed times', () => {
    expect(
      readLogsResponse(
        {
          total: 12,
          results: [
            { message: 'a', count: 2, firstObserved: 'x', lastObserved: 'y' },
            null,
            { message: 'b' },
          ],
          nextPage: 'p2',
        },
        '/api/logs',
      ),
    ).toEqual({
      lines: [{ message: 'a', count: 2, firstObserved: 'x', lastObserved: 'y' }, { message: 'b' }],
      total: 12,
      nextPage: 'p2',
    });
  });

  it('reads an empty or null answer as no lines', () => {
    expect(readLogsResponse(null, '/api/logs')).toEqual({ lines: [], total: null, nextPage: null });
    expect(readLogsResponse({}, '/api/logs')).toEqual({ lines: [], total: null, nextPage: null });
  });

  it('refuses an answer of another shape', () => {
    expect(() => readLogsResponse({ results: 'nope' }, '/api/logs')).toThrow(ApiError);
    expect(() => readLogsResponse([1, 2], '/api/logs')).toThrow(ApiError);
  });
});
