import { describe, expect, it } from 'vitest';
import { linkOfText } from './useLinkPaste.ts';

describe('linkOfText', () => {
  it('takes a missioncontrol:// link as it is, and wraps a web console URL', () => {
    expect(linkOfText('  missioncontrol://sandbox/health\n')).toBe(
      'missioncontrol://sandbox/health',
    );
    expect(linkOfText('https://mc.acme.example/incidents/42')).toBe(
      `missioncontrol://open?url=${encodeURIComponent('https://mc.acme.example/incidents/42')}`,
    );
  });

  it('leaves other text alone', () => {
    expect(linkOfText('hello')).toBeNull();
    expect(linkOfText('https://example.com/blog')).toBeNull();
    expect(linkOfText('')).toBeNull();
    expect(linkOfText(`missioncontrol://sandbox/${'a'.repeat(3000)}`)).toBeNull();
  });
});
