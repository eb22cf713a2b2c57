// Issue 39: connection checks a page asks for are rate-limited, so a compromised page cannot use
// them to scan this computer's ports or the local network.
import { describe, expect, it } from 'vitest';
import { createCheckLimiter, isPrivateHost, TOO_MANY_CHECKS } from './check-limiter.ts';

function clocked(options: { perMinute?: number; privateTargetsPerMinute?: number } = {}) {
  let at = 1_000_000;
  const limiter = createCheckLimiter({ ...options, now: () => at });
  return { limiter, advance: (ms: number) => void (at += ms) };
}

describe('connection check limiter', () => {
  it('allows 10 checks a minute, refuses the 11th, and refills over time', () => {
    const { limiter, advance } = clocked();
    for (let i = 0; i < 10; i++) limiter.admitTyped('https://mc.example.com');
    expect(() => limiter.admitTyped('https://mc.example.com')).toThrow(TOO_MANY_CHECKS);
    expect(() => limiter.admit('https://mc.example.com')).toThrow(
      expect.objectContaining({ code: 'RATE_LIMITED' }),
    );
    advance(6_000); // one check's worth (10 a minute)
    limiter.admit('https://mc.example.com');
    expect(() => limiter.admit('https://mc.example.com')).toThrow(TOO_MANY_CHECKS);
    advance(60_000);
    for (let i = 0; i < 10; i++) limiter.admit('https://mc.example.com');
  });

  it('allows at most 3 distinct loopback or private targets a minute; repeats are not new', () => {
    const { limiter, advance } = clocked({ perMinute: 100 });
    limiter.admitTyped('http://localhost:8080');
    limiter.admitTyped('http://127.0.0.1:9000');
    limiter.admitTyped('https://10.1.2.3');
    // The same targets again (another path, the default port spelled out) are fine.
    limiter.admitTyped('http://localhost:8080/api');
    limiter.admitTyped('https://10.1.2.3:443');
    expect(() => limiter.admitTyped('http://127.0.0.1:9001')).toThrow(TOO_MANY_CHECKS);
    expect(() => limiter.admitTyped('https://192.168.1.1')).toThrow(TOO_MANY_CHECKS);
    // Public addresses are only counted by the bucket.
    limiter.admitTyped('https://mc.example.com');
    advance(60_000);
    limiter.admitTyped('http://127.0.0.1:9001');
  });

  it('counts a private proxy the page names as a target too', () => {
    const { limiter } = clocked({ perMinute: 100 });
    limiter.admitTyped('https://mc.example.com', 'http://127.0.0.1:1');
    limiter.admitTyped('https://mc.example.com', 'http://127.0.0.1:2');
    limiter.admitTyped('https://mc.example.com', 'http://127.0.0.1:3');
    expect(() => limiter.admitTyped('https://mc.example.com', 'http://127.0.0.1:4')).toThrow(
      TOO_MANY_CHECKS,
    );
  });

  it('does not charge an address refused before any connection', () => {
    const { limiter } = clocked({ perMinute: 1 });
    for (let i = 0; i < 5; i++) limiter.admitTyped('ftp://nowhere');
    limiter.admitTyped('https://mc.example.com');
  });

  it('knows loopback and private hosts', () => {
    for (const host of [
      'localhost',
      'api.localhost',
      '127.0.0.1',
      '127.9.9.9',
      '[::1]',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '[fd00::1]',
      '[fe80::1]',
      '[::ffff:10.0.0.1]',
      'intranet',
      'nas.local',
      'db.internal',
    ])
      expect(isPrivateHost(host), host).toBe(true);
    for (const host of ['mc.example.com', '8.8.8.8', '172.32.0.1', '[2001:db8::1]'])
      expect(isPrivateHost(host), host).toBe(false);
  });
});
