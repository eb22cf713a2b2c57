// The sidebar's screens loaded ahead in idle time: not before the first screen has painted, then
// one screen per idle period, each once per window.
import { afterEach, describe, expect, it, vi } from 'vitest';

const painted = vi.hoisted(() => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve: () => resolve() };
});
const loaded = vi.hoisted(() => [] as string[]);

vi.mock('../../lib/perf/usePaintedMark.ts', () => ({ afterFirstScreen: () => painted.promise }));
vi.mock('./screen-modules.ts', () => ({
  preloadScreen: (to: string) => {
    loaded.push(to);
    return Promise.resolve();
  },
}));
vi.mock('./prefetch-screen.ts', () => ({ warmPrefetch: () => Promise.resolve() }));

const { preloadWhenIdle } = await import('./idle-preload.ts');

describe('preloadWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the first paint, then loads one screen per idle period, each once', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const runIdle = async () => {
      await vi.waitFor(() => expect(idle.length).toBeGreaterThan(0));
      idle.shift()!();
    };

    preloadWhenIdle(['/health', '/settings/agents']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toHaveLength(0);
    expect(loaded).toEqual([]);

    painted.resolve();
    await runIdle();
    expect(loaded).toEqual(['/health']);
    preloadWhenIdle(['/settings/agents', '/health', '/incidents']);
    await runIdle();
    await runIdle();
    expect(loaded).toEqual(['/health', '/settings/agents', '/incidents']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(idle).toHaveLength(0);
  });
});
