// Links that name their organisation by address (issue 36 item 1), and web console URLs.
import { describe, expect, it } from 'vitest';
import {
  consoleUrlOf,
  isConsoleUrl,
  resolveConsoleUrl,
  type LinkOrg,
} from '../../preload/contract/console-url.ts';
import { buildDeepLink, parseDeepLink } from '../../preload/contract/deep-links.ts';

const orgs: LinkOrg[] = [
  { id: 'sandbox', kind: 'sandbox', baseUrl: 'http://127.0.0.1:41000', prefix: '/api' },
  { id: 'acme-prod', kind: 'remote', baseUrl: 'https://mc.acme.example', prefix: '/api' },
  { id: 'acme-eu', kind: 'remote', baseUrl: 'https://mc.acme.example/eu', prefix: '/api' },
  { id: 'acme-eu-2', kind: 'remote', baseUrl: 'https://mc.acme.example/eu', prefix: '/api' },
  { id: 'backend', kind: 'remote', baseUrl: 'https://api.corp.example:8443', prefix: '' },
];
const context = { orgIds: orgs.map((o) => o.id), orgs };

describe('links by address', () => {
  it('Copy link names a remote organisation by its address and opens it on another install', () => {
    const link = buildDeepLink(orgs[1]!, '/health?checkId=abc&timeRange=1h');
    expect(link).toBe(
      'missioncontrol://open?url=https%3A%2F%2Fmc.acme.example%2Fhealth%3FcheckId%3Dabc%26timeRange%3D1h',
    );
    // The colleague's install calls the same backend 'production'.
    const theirs: LinkOrg[] = [
      { id: 'production', kind: 'remote', baseUrl: 'https://mc.acme.example', prefix: '/api' },
    ];
    const opened = parseDeepLink(link, { orgIds: ['production'], orgs: theirs });
    expect(opened).toMatchObject({
      ok: true,
      target: { orgId: 'production', route: '/health?checkId=abc&timeRange=1h' },
    });
  });

  it("leaves out the window's org parameter, which names this install's id", () => {
    expect(buildDeepLink(orgs[1]!, '/incidents?org=acme-prod&status=open')).toBe(
      `missioncontrol://open?url=${encodeURIComponent('https://mc.acme.example/incidents?status=open')}`,
    );
    expect(buildDeepLink('sandbox', '/catalog?org=sandbox')).toBe(
      'missioncontrol://sandbox/catalog',
    );
  });

  it('keeps the Sandbox and bare ids on the id form, which stays accepted', () => {
    expect(buildDeepLink(orgs[0]!, '/catalog')).toBe('missioncontrol://sandbox/catalog');
    expect(buildDeepLink('acme-prod', '/catalog')).toBe('missioncontrol://acme-prod/catalog');
    expect(parseDeepLink('missioncontrol://acme-prod/catalog', context)).toMatchObject({
      ok: true,
      target: { orgId: 'acme-prod', route: '/catalog' },
    });
  });

  it('picks the organisation with the longest path prefix, the current one among equals', () => {
    const link = buildDeepLink(orgs[2]!, '/incidents');
    expect(parseDeepLink(link, context)).toMatchObject({ target: { orgId: 'acme-eu' } });
    expect(parseDeepLink(link, { ...context, prefer: 'acme-eu-2' })).toMatchObject({
      target: { orgId: 'acme-eu-2', route: '/incidents' },
    });
    expect(parseDeepLink(buildDeepLink(orgs[1]!, '/incidents'), context)).toMatchObject({
      target: { orgId: 'acme-prod' },
    });
    expect(parseDeepLink(buildDeepLink(orgs[4]!, '/agents'), context)).toMatchObject({
      target: { orgId: 'backend', route: '/agents' },
    });
  });

  it('offers to add an organisation at an unknown address, prefix included', () => {
    const link = `missioncontrol://open?url=${encodeURIComponent('https://mc.other.example/ops/catalog/abc')}`;
    const result = parseDeepLink(link, context);
    expect(result).toMatchObject({
      ok: false,
      unknownAddress: 'https://mc.other.example/ops',
      message: 'No organisation in this app is at https://mc.other.example/ops.',
    });
  });

  it('refuses what the id form refuses: other pages, traversal, credentials, odd parameters', () => {
    const wrap = (url: string) => `missioncontrol://open?url=${encodeURIComponent(url)}`;
    const message = (link: string) => {
      const result = parseDeepLink(link, context);
      return result.ok ? 'accepted' : result.message;
    };
    expect(message(wrap('https://mc.acme.example/open?link=x'))).toMatch(/not a page/);
    // The URL parser resolves dot segments itself ('/catalog/%2e%2e/x' is '/x'); encoded slashes stay.
    expect(message(wrap('https://mc.acme.example/catalog/%2e%2e/x'))).toMatch(
      /"\/x" is not a page/,
    );
    expect(message(wrap('https://mc.acme.example/catalog/a%2fb'))).toMatch(/traversal/);
    expect(message(wrap('https://user:pw@mc.acme.example/health'))).toMatch(/credentials/);
    expect(message(wrap('javascript:alert(1)'))).toMatch(/Only https/);
    expect(message(wrap('https://mc.acme.example/health#x'))).toMatch(/fragment/);
    expect(message('missioncontrol://open?url=x&then=y')).toMatch(/names no organisation address/);
    expect(message('missioncontrol://open?nothing=1')).toMatch(/names no organisation address/);
    expect(message(wrap(`https://mc.acme.example/health?q=${'a'.repeat(2100)}`))).toMatch(
      /too long/,
    );
  });
});

describe('web console URLs', () => {
  it('map a pasted console URL to the organisation at that address and its route', () => {
    expect(resolveConsoleUrl('https://mc.acme.example/catalog/abc?tab=changes', orgs)).toEqual({
      ok: true,
      target: { orgId: 'acme-prod', route: '/catalog/abc?tab=changes' },
    });
    expect(resolveConsoleUrl('https://mc.acme.example/', orgs)).toMatchObject({
      target: { orgId: 'acme-prod', route: '/topology' },
    });
    // Another host, or the Sandbox's local address (it changes per start), is no known organisation.
    expect(resolveConsoleUrl('http://127.0.0.1:41000/health', orgs)).toMatchObject({ ok: false });
    expect(resolveConsoleUrl('https://mc.acme.example.evil.example/health', orgs)).toMatchObject({
      ok: false,
      unknownAddress: 'https://mc.acme.example.evil.example',
    });
  });

  it('take a pasted or dropped URL as a link only when it shows a console page', () => {
    expect(isConsoleUrl('https://mc.other.example/ops/catalog/abc')).toBe(true);
    expect(isConsoleUrl('https://mc.acme.example/health?checkId=1')).toBe(true);
    expect(isConsoleUrl('https://example.com/')).toBe(false);
    expect(isConsoleUrl('https://example.com/blog/2026/post')).toBe(false);
    expect(isConsoleUrl('ftp://mc.acme.example/health')).toBe(false);
  });

  it('give "Open in web console" only where the address is the console', () => {
    expect(consoleUrlOf(orgs[2]!, '/health?x=1')).toBe('https://mc.acme.example/eu/health?x=1');
    expect(consoleUrlOf(orgs[4]!, '/health')).toBeNull();
    expect(consoleUrlOf(orgs[0]!, '/health')).toBeNull();
    const local: LinkOrg = {
      id: 'dev',
      kind: 'remote',
      baseUrl: 'http://127.0.0.1:8080',
      prefix: '/api',
    };
    expect(consoleUrlOf(local, '/health')).toBeNull();
  });
});
