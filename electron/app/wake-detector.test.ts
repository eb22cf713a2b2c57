import { describe, expect, it } from 'vitest';
import { createWakeDetector, type Wake } from './wake-detector.ts';

/** A detector on hand-moved clocks; `tick()` runs its interval once. */
function rig() {
  let wall = 1_700_000_000_000;
  let mono = 5_000;
  let run: () => void = () => undefined;
  const wakes: Wake[] = [];
  const detector = createWakeDetector({
    onWake: (wake) => wakes.push(wake),
    tickMs: 10_000,
    thresholdMs: 30_000,
    wallNow: () => wall,
    monoNow: () => mono,
    setInterval: (fn) => {
      run = fn;
      return {};
    },
    clearInterval: () => undefined,
  });
  return {
    wakes,
    detector,
    /** Both clocks move by `ms` (wall by `wallMs` when given), then the tick runs. */
    tick(ms: number, wallMs = ms) {
      mono += ms;
      wall += wallMs;
      run();
    },
  };
}

describe('the wake detector', () => {
  it('stays quiet on ordinary ticks, late ones within the threshold included', () => {
    const r = rig();
    r.tick(10_000);
    r.tick(10_000, 10_400);
    r.tick(25_000);
    expect(r.wakes).toEqual([]);
  });

  it('sees a sleep the monotonic clock did not count (wall moved on, monotonic did not)', () => {
    const r = rig();
    r.tick(10_000, 10_000 + 3_600_000);
    expect(r.wakes).toEqual([{ reason: 'resume', skewMs: 3_600_000 }]);
  });

  it('sees a process held while both clocks ran (a late tick)', () => {
    const r = rig();
    r.tick(600_000);
    expect(r.wakes).toEqual([{ reason: 'resume', skewMs: 0 }]);
  });

  it('names a clock set back as a clock jump, with how far', () => {
    const r = rig();
    r.tick(10_000, 10_000 - 86_400_000);
    expect(r.wakes).toEqual([{ reason: 'clock-jump', skewMs: -86_400_000 }]);
  });

  it('announces one wake once when powerMonitor and the tick both see it', () => {
    const r = rig();
    r.detector.wake('resume');
    r.tick(10_000, 10_000 + 3_600_000);
    expect(r.wakes).toEqual([{ reason: 'resume', skewMs: 0 }]);
    // A later, separate wake is announced again.
    r.tick(10_000);
    r.tick(10_000);
    r.tick(10_000, 10_000 - 60_000);
    expect(r.wakes.map((wake) => wake.reason)).toEqual(['resume', 'clock-jump']);
  });
});
