import { describe, expect, it } from 'vitest';
import { parseStageLine, stageLine } from './start-stage.ts';

describe('sandbox start stages', () => {
  it('round-trips a stage through its stdout line', () => {
    const stage = { stage: 'rebasing' as const, step: 2, steps: 3 };
    expect(stageLine(stage)).toBe('sandbox stage rebasing 2/3');
    expect(parseStageLine(`${stageLine(stage)}\n`)).toEqual(stage);
  });

  it('ignores other lines and impossible stages', () => {
    expect(parseStageLine('sandbox ready url=http://x token=y')).toBeNull();
    expect(parseStageLine('sandbox stage dancing 1/2')).toBeNull();
    expect(parseStageLine('sandbox stage seeding 3/2')).toBeNull();
    expect(parseStageLine('sandbox stage seeding 0/2')).toBeNull();
  });
});
