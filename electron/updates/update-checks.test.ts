import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  CHECK_INTERVAL_MS,
  FIRST_CHECK_MS,
  startUpdateChecks,
  type Updater,
} from './update-checks.ts';

function fakeUpdater(check: () => Promise<unknown>) {
  const emitter = new EventEmitter();
  let installs = 0;
  const updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    checkForUpdates: check,
    on: (event: string, listener: (...args: unknown[]) => void) => emitter.on(event, listener),
    quitAndInstall: () => {
      installs += 1;
    },
  } as unknown as Updater;
  return { updater, emitter, installs: () => installs };
}

function manualTimers() {
  const pending: { run: () => void; ms: number; cancelled: boolean }[] = [];
  return {
    pending,
    setTimer: (run: () => void, ms: number) => {
      const entry = { run, ms, cancelled: false };
      pending.push(entry);
      return () => {
        entry.cancelled = true;
      };
    },
    async fire() {
      const next = pending.shift()!;
      if (!next.cancelled) next.run();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('update checks', () => {
  it('checks after start and every interval, also after a failed check', async () => {
    let checks = 0;
    const { updater } = fakeUpdater(() => {
      checks += 1;
      return checks === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(null);
    });
    const timers = manualTimers();
    const logged: string[] = [];
    startUpdateChecks({
      updater,
      announce: () => {},
      log: (m) => logged.push(m),
      setTimer: timers.setTimer,
    });
    expect(updater.autoDownload).toBe(true);
    expect(timers.pending.map((t) => t.ms)).toEqual([FIRST_CHECK_MS]);
    await timers.fire();
    expect(checks).toBe(1);
    expect(logged).toEqual(['update check failed']);
    expect(timers.pending.map((t) => t.ms)).toEqual([CHECK_INTERVAL_MS]);
    await timers.fire();
    expect(checks).toBe(2);
  });

  it('announces a downloaded version and installs only once one is ready', () => {
    const { updater, emitter, installs } = fakeUpdater(() => Promise.resolve(null));
    const announced: string[] = [];
    const checks = startUpdateChecks({
      updater,
      announce: (v) => announced.push(v),
      log: () => {},
      setTimer: manualTimers().setTimer,
    });
    expect(checks.install()).toBe(false);
    emitter.emit('update-downloaded', { version: '1.4.0' });
    expect(announced).toEqual(['1.4.0']);
    expect(checks.install()).toBe(true);
    expect(installs()).toBe(1);
  });

  it('stops scheduling when stopped', async () => {
    const timers = manualTimers();
    let checks = 0;
    const { updater } = fakeUpdater(() => Promise.resolve((checks += 1)));
    const running = startUpdateChecks({
      updater,
      announce: () => {},
      log: () => {},
      setTimer: timers.setTimer,
    });
    running.stop();
    await timers.fire();
    expect(checks).toBe(0);
  });
});
