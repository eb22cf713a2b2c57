import { describe, expect, it, vi } from 'vitest';
import { createConnectivity, PROBE_BACKOFF_MS } from './connectivity.ts';

function harness(probeAnswers: boolean[]) {
  const timers: { run: () => void; ms: number }[] = [];
  const onReconnect = vi.fn();
  const probe = vi.fn(() => Promise.resolve(probeAnswers.shift() ?? false));
  const connectivity = createConnectivity({
    probe,
    onReconnect,
    now: () => 1000,
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (handle) => {
      const index = timers.indexOf(handle as { run: () => void; ms: number });
      if (index >= 0) timers.splice(index, 1);
    },
  });
  async function fire() {
    const timer = timers.shift();
    if (!timer) throw new Error('no timer pending');
    timer.run();
    await Promise.resolve();
    await Promise.resolve();
    return timer.ms;
  }
  return { connectivity, timers, probe, onReconnect, fire };
}

describe('connectivity', () => {
  it('goes offline on the first network failure and probes with backoff up to 30 s', async () => {
    const h = harness([false, false, false, false, false, false]);
    const changes = vi.fn();
    h.connectivity.subscribe(changes);
    h.connectivity.reportFailure('the server cannot be reached');
    h.connectivity.reportFailure('again'); // already offline: no second transition
    expect(h.connectivity.getSnapshot()).toMatchObject({
      offline: true,
      since: 1000,
      reason: 'the server cannot be reached',
    });
    expect(changes).toHaveBeenCalledTimes(1);
    const delays = [];
    for (let i = 0; i < 6; i += 1) delays.push(await h.fire());
    expect(delays).toEqual([...PROBE_BACKOFF_MS, 30_000]);
    expect(h.probe).toHaveBeenCalledTimes(6);
    expect(h.onReconnect).not.toHaveBeenCalled();
  });

  it('comes back online when the probe succeeds and asks for a refetch', async () => {
    const h = harness([false, true]);
    h.connectivity.reportFailure('x');
    await h.fire();
    await h.fire();
    expect(h.connectivity.getSnapshot().offline).toBe(false);
    expect(h.onReconnect).toHaveBeenCalledTimes(1);
    expect(h.timers).toHaveLength(0);
  });

  it('any successful request ends the offline state and the probe', () => {
    const h = harness([]);
    h.connectivity.reportFailure('x');
    expect(h.timers).toHaveLength(1);
    h.connectivity.reportSuccess();
    expect(h.connectivity.getSnapshot().offline).toBe(false);
    expect(h.timers).toHaveLength(0);
    expect(h.onReconnect).toHaveBeenCalledTimes(1);
  });

  it('pauses the probe while the org is not shown and resumes it after', () => {
    const h = harness([]);
    h.connectivity.reportFailure('x');
    h.connectivity.pause();
    expect(h.timers).toHaveLength(0);
    h.connectivity.resume();
    expect(h.timers).toHaveLength(1);
  });
});
