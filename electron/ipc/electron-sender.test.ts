import { describe, expect, it } from 'vitest';
import { isTrustedElectronSender } from './electron-sender.ts';

describe('isTrustedElectronSender', () => {
  it('trusts the top frame of app://console', () => {
    expect(isTrustedElectronSender({ url: 'app://console/', isTopFrame: true })).toBe(true);
    expect(
      isTrustedElectronSender({ url: 'app://console/org/a/health?x=1', isTopFrame: true }),
    ).toBe(true);
  });
  it('refuses sub-frames even on our origin', () => {
    expect(isTrustedElectronSender({ url: 'app://console/', isTopFrame: false })).toBe(false);
  });
  it.each([
    'app://console.evil/',
    'app://evil/?app://console/',
    'app://console@evil/',
    'https://console/',
    'file:///index.html',
    'data:text/html,hi',
    'about:blank',
    '',
  ])('refuses %s', (url) => {
    expect(isTrustedElectronSender({ url, isTopFrame: true })).toBe(false);
  });
});
