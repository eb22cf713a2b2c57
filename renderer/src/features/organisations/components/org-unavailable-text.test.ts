import { describe, expect, it } from 'vitest';
import { unavailableText } from './OrgUnavailableBanner.tsx';

const gone = {
  url: 'https://acme.example.com',
  reason: 'its host name no longer resolves (ENOTFOUND)',
  since: '2026-11-26T10:00:00Z',
};

describe('unavailableText', () => {
  it('names the address, the reason and how old the cached data is', () => {
    const now = Date.parse('2026-11-26T13:00:00Z');
    expect(unavailableText(gone, now - 3 * 3_600_000, now)).toBe(
      'This organisation is no longer available at https://acme.example.com (its host name no longer resolves (ENOTFOUND)). Showing data cached 3 h ago.',
    );
    expect(unavailableText(gone, null, now)).toBe(
      'This organisation is no longer available at https://acme.example.com (its host name no longer resolves (ENOTFOUND)). No data from it is cached on this computer.',
    );
  });
});
