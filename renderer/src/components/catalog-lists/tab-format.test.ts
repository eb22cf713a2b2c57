import { describe, expect, it } from 'vitest';
import { insightTotal, runDurationMs } from './tab-format.ts';

describe('tab formatting', () => {
  it('adds insight counts by type, ignoring anything that is not a number', () => {
    expect(insightTotal({ security: 2, cost: 1, odd: 'x' })).toBe(3);
    expect(insightTotal(null)).toBe(0);
  });

  it('measures a run from start to end, or to now while running', () => {
    const now = new Date('2026-01-01T00:10:00Z');
    expect(
      runDurationMs({ start_time: '2026-01-01T00:00:00Z', end_time: '2026-01-01T00:00:19Z' }, now),
    ).toBe(19_000);
    expect(runDurationMs({ start_time: '2026-01-01T00:00:00Z', status: 'running' }, now)).toBe(
      600_000,
    );
    expect(runDurationMs({ start_time: '2026-01-01T00:00:00Z', status: 'failed' }, now)).toBe(
      undefined,
    );
    expect(runDurationMs({ status: 'scheduled' }, now)).toBeUndefined();
  });
});
