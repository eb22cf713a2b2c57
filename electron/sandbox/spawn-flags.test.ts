import { describe, expect, it } from 'vitest';
import { sandboxArgs, sandboxEnv, sandboxNodeFlags } from './spawn.ts';

describe('the Sandbox process command line', () => {
  it('keeps WebAssembly on the baseline compiler only when the integration tests ask', () => {
    expect(sandboxNodeFlags({ MCD_SANDBOX_LIFTOFF: '1' })).toEqual(['--liftoff-only']);
    expect(sandboxNodeFlags({})).toEqual([]);
    expect(sandboxNodeFlags({ MCD_SANDBOX_LIFTOFF: '0' })).toEqual([]);
  });

  it('passes a token as one argument, so one starting with "-" is not read as an option', () => {
    expect(sandboxArgs({ token: '-abc', tickerMs: 0 })).toEqual([
      '--token=-abc',
      '--ticker-ms',
      '0',
    ]);
  });

  it("fixes glibc's mmap threshold, keeping the caller's variables and tunables", () => {
    expect(sandboxEnv({ PATH: '/bin' })).toEqual({
      PATH: '/bin',
      GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072',
    });
    expect(sandboxEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }).GLIBC_TUNABLES).toBe(
      'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=131072',
    );
    // One the user chose stays.
    const own = { GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=65536' };
    expect(sandboxEnv(own)).toBe(own);
  });
});
