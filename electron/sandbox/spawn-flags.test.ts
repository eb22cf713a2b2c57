import { describe, expect, it } from 'vitest';
import { sandboxArgs, sandboxNodeFlags } from './spawn.ts';

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
});
