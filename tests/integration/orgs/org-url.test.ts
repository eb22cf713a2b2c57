import { describe, expect, it } from 'vitest';
import { checkOrgUrl, isLoopbackHost } from '../../../preload/contract/org-url.ts';

function refused(input: string): string {
  const result = checkOrgUrl(input);
  if (result.ok) throw new Error(`${input} was accepted as ${result.url}`);
  return result.reason;
}

describe('checkOrgUrl', () => {
  it('refuses dangerous schemes with a reason', () => {
    expect(refused('javascript:alert(1)')).toMatch(/"javascript:" addresses are not allowed/);
    expect(refused('file:///etc/passwd')).toMatch(/"file:"/);
    expect(refused('data:text/html,<script>alert(1)</script>')).toMatch(/"data:"/);
    expect(refused('JaVaScRiPt:1')).toMatch(/javascript/);
    expect(refused('ftp://example.com')).toMatch(/"ftp:"/);
  });

  it('allows http only to this computer', () => {
    expect(refused('http://mc.example.com')).toMatch(/Only https/);
    expect(refused('http://10.0.0.5:8080')).toMatch(/Only https/);
    expect(checkOrgUrl('http://localhost:8080')).toMatchObject({
      ok: true,
      url: 'http://localhost:8080',
      loopback: true,
    });
    expect(checkOrgUrl('http://127.0.0.1:3000/')).toMatchObject({
      ok: true,
      url: 'http://127.0.0.1:3000',
    });
    expect(checkOrgUrl('http://[::1]:3000')).toMatchObject({ ok: true, url: 'http://[::1]:3000' });
    expect(checkOrgUrl('localhost:8080')).toMatchObject({
      ok: true,
      url: 'https://localhost:8080',
    });
  });

  it('refuses credentials in the URL', () => {
    expect(refused('https://user:pass@mc.example.com')).toMatch(/user name or password/);
    expect(refused('https://token@mc.example.com')).toMatch(/user name or password/);
  });

  it('shows IDN hosts in punycode and flags them', () => {
    const result = checkOrgUrl('https://exаmple.com'); // Cyrillic "а"
    expect(result).toMatchObject({ ok: true, idn: true });
    if (result.ok) {
      expect(result.host).toMatch(/^xn--/);
      expect(result.url).toBe(`https://${result.host}`);
    }
    expect(checkOrgUrl('https://example.com')).toMatchObject({
      ok: true,
      idn: false,
      host: 'example.com',
    });
  });

  it('normalises: lower-case host, default port dropped, trailing slash removed, bare host means https', () => {
    expect(checkOrgUrl('  HTTPS://MC.Example.COM:443/console/  ')).toMatchObject({
      ok: true,
      url: 'https://mc.example.com/console',
    });
    expect(checkOrgUrl('mc.example.com')).toMatchObject({
      ok: true,
      url: 'https://mc.example.com',
      origin: 'https://mc.example.com',
    });
  });

  it('refuses queries, fragments, spaces and empty input', () => {
    expect(refused('https://mc.example.com/?x=1')).toMatch(/query/);
    expect(refused('https://mc.example.com/#top')).toMatch(/fragment/);
    expect(refused('https://mc example.com')).toMatch(/spaces/);
    expect(refused('')).toMatch(/Enter the address/);
  });

  it('knows loopback hosts', () => {
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('127.1.2.3')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('app.localhost')).toBe(true);
    expect(isLoopbackHost('localhost.example.com')).toBe(false);
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
  });
});
