import { describe, expect, it } from 'vitest';
import { runDurationColumn, runDurationMs } from './run-duration.tsx';

describe('run duration', () => {
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

  it('exports the text the cell shows, nothing before the run starts', () => {
    const column = runDurationColumn({ width: '13%' });
    expect(column.width).toBe('13%');
    const run = { start_time: '2026-01-01T00:00:00Z', end_time: '2026-01-01T00:00:19Z' };
    expect(column.exportValue!(run)).toBe('19s');
    expect(column.exportValue!({ status: 'scheduled' })).toBeNull();
  });
});
