import { describe, expect, it } from 'vitest';
import {
  MAX_DEEP_LINK_LENGTH,
  buildDeepLink,
  deepLinkFromArgv,
  matchesRoute,
  parseDeepLink,
} from '../../preload/contract/deep-links.ts';
import { createDeepLinkRouter, openLinkUrl } from './deep-link-router.ts';

const ctx = { orgIds: ['sandbox', 'acme-prod'] };
const ok = (link: string) => {
  const result = parseDeepLink(link, ctx);
  if (!result.ok) throw new Error(result.message);
  return result.target;
};
const refused = (link: unknown) => {
  const result = parseDeepLink(link, ctx);
  if (result.ok) throw new Error(`accepted ${String(link)}`);
  return result.message;
};

describe('parseDeepLink', () => {
  it('accepts a link to a known organisation and a console route', () => {
    expect(ok('missioncontrol://acme-prod/health?checkId=abc&timeRange=1h')).toEqual({
      orgId: 'acme-prod',
      route: '/health?checkId=abc&timeRange=1h',
    });
    expect(ok('missioncontrol://sandbox/catalog/0193-aa')).toEqual({
      orgId: 'sandbox',
      route: '/catalog/0193-aa',
    });
    expect(ok('MissionControl://sandbox/playbooks/runs/')).toEqual({
      orgId: 'sandbox',
      route: '/playbooks/runs',
    });
  });

  it('opens the home screen for a bare organisation', () => {
    expect(ok('missioncontrol://sandbox')).toEqual({ orgId: 'sandbox', route: '/topology' });
    expect(ok('missioncontrol://sandbox/')).toEqual({ orgId: 'sandbox', route: '/topology' });
  });

  it('refuses other schemes', () => {
    expect(refused('https://evil.example/health')).toMatch(/Only missioncontrol:\/\/ links.*https/);
    expect(refused('javascript:alert(1)')).toMatch(/not javascript: links/);
    expect(refused('file:///etc/passwd')).toMatch(/not file: links/);
    expect(refused('missioncontrol:/sandbox/health')).toMatch(/not a missioncontrol/);
    expect(refused('//sandbox/health')).toMatch(/not a missioncontrol/);
    expect(refused('')).toMatch(/No link given/);
    expect(refused(42)).toMatch(/No link given/);
  });

  it('refuses path traversal, plain and encoded', () => {
    for (const link of [
      'missioncontrol://sandbox/../health',
      'missioncontrol://sandbox/catalog/..',
      'missioncontrol://sandbox/catalog/%2e%2e',
      'missioncontrol://sandbox/catalog/%2E%2E/x',
      'missioncontrol://sandbox/catalog/.',
      'missioncontrol://sandbox/catalog/a%2fb',
      'missioncontrol://sandbox/catalog/a%5cb',
      'missioncontrol://sandbox//health',
    ])
      expect(refused(link), link).toMatch(/traversal|empty path segment/);
    expect(refused('missioncontrol://sandbox/catalog\\..\\x')).toMatch(/backslash/);
    expect(refused('missioncontrol://sandbox/catalog/%zz')).toMatch(/malformed/);
  });

  it('refuses unknown and malformed organisations', () => {
    expect(refused('missioncontrol://other-org/health')).toMatch(
      /"other-org" is not set up in this app/,
    );
    expect(refused('missioncontrol://Sandbox/health')).toMatch(/not an organisation id/);
    expect(refused('missioncontrol:///health')).toMatch(/names no organisation/);
    expect(refused('missioncontrol://sand%62ox/health')).toMatch(/not an organisation id/);
  });

  it('refuses routes outside the console', () => {
    expect(refused('missioncontrol://sandbox/admin')).toMatch(/"\/admin" is not a page/);
    expect(refused('missioncontrol://sandbox/open?link=x')).toMatch(/"\/open" is not a page/);
    expect(refused('missioncontrol://sandbox/api/auth/token')).toMatch(/is not a page/);
    expect(refused('missioncontrol://sandbox/catalog/a/b/c')).toMatch(/is not a page/);
  });

  it('refuses credentials, ports, fragments, control characters and over-long input', () => {
    expect(refused('missioncontrol://user:pw@sandbox/health')).toMatch(/credentials/);
    expect(refused('missioncontrol://@sandbox/health')).toMatch(/credentials/);
    expect(refused('missioncontrol://sandbox:8080/health')).toMatch(/port/);
    expect(refused('missioncontrol://sandbox/health#x')).toMatch(/fragment/);
    expect(refused('missioncontrol://sandbox/health\n')).toMatch(/control/);
    expect(refused('missioncontrol://sandbox/he\u0000alth')).toMatch(/control/);
    expect(refused('missioncontrol://sandbox/health\u202e')).toMatch(/invisible/);
    expect(refused('missioncontrol://sandbox/health?q=<script>')).toMatch(/query never uses/);
    const long = `missioncontrol://sandbox/health?q=${'a'.repeat(MAX_DEEP_LINK_LENGTH)}`;
    expect(refused(long)).toMatch(/too long/);
  });

  it('round-trips what buildDeepLink makes', () => {
    const link = buildDeepLink('sandbox', '/playbooks/runs/4f1c?tab=logs');
    expect(link).toBe('missioncontrol://sandbox/playbooks/runs/4f1c?tab=logs');
    expect(ok(link)).toEqual({ orgId: 'sandbox', route: '/playbooks/runs/4f1c?tab=logs' });
  });

  it('matches route patterns segment by segment', () => {
    expect(matchesRoute('/catalog/x', ['/catalog/:id'])).toBe(true);
    expect(matchesRoute('/catalog', ['/catalog/:id'])).toBe(false);
    expect(matchesRoute('/catalog/x/y', ['/catalog/:id'])).toBe(false);
  });

  it('finds the link in a second instance argv', () => {
    expect(deepLinkFromArgv(['/opt/app', '--flag', 'missioncontrol://sandbox/health'])).toBe(
      'missioncontrol://sandbox/health',
    );
    expect(deepLinkFromArgv(['/opt/app', '--flag'])).toBeNull();
  });
});

describe('deep-link router', () => {
  function setup(showing = 0) {
    const calls: string[] = [];
    const router = createDeepLinkRouter({
      orgs: () => [
        { id: 'sandbox', kind: 'sandbox' as const, baseUrl: '' },
        { id: 'acme', kind: 'remote' as const, baseUrl: 'https://mc.acme.example' },
      ],
      navigateShowing: (target) => {
        calls.push(`navigate ${target.orgId} ${target.route}`);
        return showing;
      },
      focus: () => calls.push('focus'),
      openInWindow: (url) => calls.push(`load ${url}`),
      refuse: (message) => calls.push(`refuse ${message}`),
      startUrl: 'app://console/',
    });
    return { router, calls };
  }

  it('queues a cold-start link and opens the window on the link page', () => {
    const { router, calls } = setup();
    expect(router.open('missioncontrol://acme/health')).toBe('queued');
    expect(router.ready()).toBe(openLinkUrl('app://console/', 'missioncontrol://acme/health'));
    expect(router.ready()).toBe('app://console/');
    expect(calls).toEqual([]);
  });

  it('reports a refused cold-start link and opens as usual', () => {
    const { router, calls } = setup();
    router.open('missioncontrol://nowhere/health');
    expect(router.ready()).toBe('app://console/');
    expect(calls).toEqual([
      'refuse The link was not opened: The organisation "nowhere" is not set up in this app. Add it first, then open the link again.',
    ]);
  });

  it('navigates the windows showing the organisation', () => {
    const { router, calls } = setup(1);
    router.ready();
    expect(router.open('missioncontrol://acme/incidents')).toBe('navigated');
    expect(calls).toEqual(['focus', 'navigate acme /incidents']);
  });

  it('loads the link page when no window shows the organisation', () => {
    const { router, calls } = setup(0);
    router.ready();
    expect(router.open('missioncontrol://acme/incidents')).toBe('opened');
    expect(calls.at(-1)).toBe(
      'load app://console/open?link=missioncontrol%3A%2F%2Facme%2Fincidents',
    );
  });

  it('never opens a hostile link from a second instance', () => {
    const { router, calls } = setup(1);
    router.ready();
    expect(router.open('missioncontrol://acme/../../etc/passwd')).toBe('refused');
    expect(router.open('https://evil.example')).toBe('refused');
    expect(calls.every((call) => call.startsWith('refuse '))).toBe(true);
  });

  it('opens a link to an organisation by its address, and the link page for an unknown one', () => {
    const { router, calls } = setup(1);
    router.ready();
    const url = (u: string) => `missioncontrol://open?url=${encodeURIComponent(u)}`;
    expect(router.open(url('https://mc.acme.example/incidents'))).toBe('navigated');
    expect(calls.at(-1)).toBe('navigate acme /incidents');
    const unknown = url('https://mc.other.example/incidents');
    expect(router.open(unknown)).toBe('opened');
    expect(calls.at(-1)).toBe(`load ${openLinkUrl('app://console/', unknown)}`);
    expect(calls.some((c) => c.startsWith('refuse'))).toBe(false);
  });
});
