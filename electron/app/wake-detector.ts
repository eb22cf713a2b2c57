// Notices that the machine slept or that its wall clock jumped, so windows can refetch at once
// instead of showing data that stopped updating (or ages that went negative) until the next poll.
// Plain Node: a slow tick compares how far the wall clock moved with how far the monotonic clock
// moved. While a laptop sleeps the monotonic clock stands still (Linux, macOS) or the tick is held
// back (Windows), so either gap shows it; a wall clock set forward or back shows as a mismatch.
// Electron's own `powerMonitor` 'resume' event feeds the same `wake` (electron/app/start-main.ts).

export type WakeReason = 'resume' | 'clock-jump';

export interface Wake {
  reason: WakeReason;
  /** How far the wall clock moved beyond what the tick expected (negative: set back). */
  skewMs: number;
}

export interface WakeDetectorOptions {
  onWake: (wake: Wake) => void;
  /** How often the clocks are compared. */
  tickMs?: number;
  /** A difference smaller than this is scheduling noise, not a sleep or a jump. */
  thresholdMs?: number;
  wallNow?: () => number;
  monoNow?: () => number;
  setInterval?: (run: () => void, ms: number) => { unref?: () => void };
  clearInterval?: (handle: unknown) => void;
}

export interface WakeDetector {
  /** A wake another source saw (Electron's powerMonitor); folded with the tick's own. */
  wake(reason: WakeReason): void;
  stop(): void;
}

const DEFAULT_TICK_MS = 10_000;
const DEFAULT_THRESHOLD_MS = 30_000;

export function createWakeDetector(options: WakeDetectorOptions): WakeDetector {
  const tickMs = options.tickMs ?? DEFAULT_TICK_MS;
  const thresholdMs = options.thresholdMs ?? DEFAULT_THRESHOLD_MS;
  const wallNow = options.wallNow ?? Date.now;
  const monoNow = options.monoNow ?? (() => performance.now());
  let lastWall = wallNow();
  let lastMono = monoNow();
  // One wake is announced once: powerMonitor's 'resume' and the tick that follows it are the
  // same event, so a second one within a tick of the first is dropped.
  let lastAnnouncedMono = -Infinity;

  function announce(wake: Wake): void {
    const mono = monoNow();
    if (mono - lastAnnouncedMono < tickMs * 2) return;
    lastAnnouncedMono = mono;
    options.onWake(wake);
  }

  function tick(): void {
    const wall = wallNow();
    const mono = monoNow();
    const wallGap = wall - lastWall;
    const monoGap = mono - lastMono;
    lastWall = wall;
    lastMono = mono;
    const skew = wallGap - monoGap;
    // The monotonic clock ran on but the tick came far too late: the process was held (sleep on
    // Windows, or a machine frozen); the wall clock moving with it says it was not a jump.
    if (monoGap > tickMs + thresholdMs && Math.abs(skew) < thresholdMs) {
      announce({ reason: 'resume', skewMs: 0 });
      return;
    }
    // The wall clock moved far more than the monotonic one: a sleep during which the monotonic
    // clock stood still, or the clock set forward (the two look alike and need the same refetch);
    // far less: the clock was set back.
    if (Math.abs(skew) >= thresholdMs) {
      announce({ reason: skew > 0 ? 'resume' : 'clock-jump', skewMs: skew });
    }
  }

  const set = options.setInterval ?? ((run, ms) => setInterval(run, ms));
  const clear = options.clearInterval ?? ((handle) => clearInterval(handle as NodeJS.Timeout));
  const handle = set(tick, tickMs);
  handle.unref?.();

  return {
    wake: (reason) => {
      lastWall = wallNow();
      lastMono = monoNow();
      announce({ reason, skewMs: 0 });
    },
    stop: () => clear(handle),
  };
}
