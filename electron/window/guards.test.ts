import { describe, expect, it } from 'vitest';
import { isAppUrl } from './app-url.ts';
import { decideNavigation, decideWindowOpen, isPermissionAllowed } from './guards.ts';

const lookalikes = [
  'app://console.evil.com/',
  'app://console@evil.com/',
  'app://evil.com/?app://console/',
  'app://evil.com/#app://console/',
  'app://console:8080/',
  'app://user:pw@console/',
  'appx://console/',
  'ap://console/',
  'https://console/',
  'file:///app://console/',
  'file:///etc/passwd',
  'javascript:location="app://console/"',
  'data:text/html,app://console/',
  'about:blank',
  'app:console',
  // Chromium canonicalises a standard scheme's host to lower case, so an upper-case host is not ours.
  'app://CONSOLE/',
  '',
  'not a url',
];

describe('isAppUrl', () => {
  it.each([
    'app://console/',
    'app://console',
    'app://console/catalog?x=1#y',
    'APP://console/health',
  ])('accepts our own origin: %s', (url) => expect(isAppUrl(url)).toBe(true));
  it.each(lookalikes)('rejects look-alikes and other schemes: %s', (url) =>
    expect(isAppUrl(url)).toBe(false),
  );
  it('rejects absurdly long input', () =>
    expect(isAppUrl(`app://console/${'a'.repeat(9000)}`)).toBe(false));
});

describe('decideNavigation', () => {
  it('allows navigation inside the app', () => {
    expect(decideNavigation('app://console/org/sandbox/health')).toEqual({ allow: true });
  });
  it.each([...lookalikes, 'https://example.com/', 'http://127.0.0.1:3000/'])('denies %s', (url) => {
    const decision = decideNavigation(url);
    expect(decision.allow).toBe(false);
  });
  it('does not leak path or query into the reason', () => {
    const decision = decideNavigation('https://evil.example/steal?token=secret');
    expect(decision).toEqual({
      allow: false,
      reason: 'navigation to https://evil.example is not allowed',
    });
  });
});

describe('decideWindowOpen', () => {
  it('never opens an Electron window, and sends https links to the OS browser', () => {
    expect(decideWindowOpen('https://docs.flanksource.com/a?b=1')).toEqual({
      action: 'deny',
      openExternal: 'https://docs.flanksource.com/a?b=1',
    });
  });
  it.each([
    'http://example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'ms-settings:display',
    'smb://server/share',
    'vscode://file/x',
    'https://user:pass@example.com/',
    'app://console/',
    'data:text/html,<b>x</b>',
    'notaurl',
  ])('drops %s', (url) => {
    const decision = decideWindowOpen(url);
    expect(decision.action).toBe('deny');
    expect(decision.openExternal).toBeNull();
    expect(decision.reason).toBeTruthy();
  });
});

describe('isPermissionAllowed', () => {
  it('allows only sanitized clipboard writes from our own origin', () => {
    expect(isPermissionAllowed('clipboard-sanitized-write', 'app://console/')).toBe(true);
    expect(isPermissionAllowed('clipboard-sanitized-write', 'https://evil.example/')).toBe(false);
    expect(isPermissionAllowed('clipboard-sanitized-write', '')).toBe(false);
  });
  it.each([
    'media',
    'geolocation',
    'notifications',
    'clipboard-read',
    'openExternal',
    'hid',
    'usb',
    'serial',
    'fullscreen',
    'unknown',
  ])('denies %s even from our own origin', (permission) =>
    expect(isPermissionAllowed(permission, 'app://console/')).toBe(false),
  );
});
