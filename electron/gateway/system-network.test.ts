import { describe, expect, it } from 'vitest';
import { createTrustContexts, systemCertificates, systemProxyFor } from './system-network.ts';
import { TEST_CA_PEM } from './testing/test-certificates.ts';

const url = (raw: string) => new URL(raw);

describe('the system proxy', () => {
  const env = {
    HTTPS_PROXY: 'http://proxy.corp:3128',
    HTTP_PROXY: 'http://plain.corp:8080',
  };

  it('is HTTPS_PROXY for https and HTTP_PROXY for http', () => {
    expect(systemProxyFor(url('https://mc.example.com'), env)).toBe('http://proxy.corp:3128');
    expect(systemProxyFor(url('http://mc.example.com'), env)).toBe('http://plain.corp:8080');
    expect(systemProxyFor(url('https://mc.example.com'), { HTTP_PROXY: 'http://p:1' })).toBe(
      'http://p:1',
    );
    expect(systemProxyFor(url('https://mc.example.com'), { https_proxy: 'proxy.corp:3128' })).toBe(
      'http://proxy.corp:3128',
    );
    expect(systemProxyFor(url('https://mc.example.com'), {})).toBeNull();
  });

  it('is skipped for hosts NO_PROXY names', () => {
    const skip = (noProxy: string, target: string) =>
      systemProxyFor(url(target), { ...env, NO_PROXY: noProxy }) === null;
    expect(skip('mc.example.com', 'https://mc.example.com')).toBe(true);
    expect(skip('.example.com', 'https://mc.example.com')).toBe(true);
    expect(skip('*.example.com', 'https://mc.example.com')).toBe(true);
    expect(skip('example.com', 'https://mc.example.com')).toBe(true);
    expect(skip('ample.com', 'https://mc.example.com')).toBe(false);
    expect(skip('other.org, mc.example.com:443', 'https://mc.example.com')).toBe(true);
    expect(skip('mc.example.com:8443', 'https://mc.example.com')).toBe(false);
    expect(skip('*', 'https://anything.org')).toBe(true);
    expect(skip('', 'https://mc.example.com')).toBe(false);
    expect(systemProxyFor(url('https://mc.example.com'), { ...env, no_proxy: 'example.com' })).toBe(
      null,
    );
  });

  it('never carries requests to this machine', () => {
    for (const target of [
      'http://localhost:8080',
      'http://sandbox.localhost:8080', // allowed over plain http as this machine: never proxied
      'https://127.0.0.1:9443',
      'http://[::1]:80',
    ])
      expect(systemProxyFor(url(target), env)).toBeNull();
  });
});

describe('the system trust store', () => {
  it("holds Node's roots and the operating system's store", () => {
    const all = systemCertificates();
    expect(all.length).toBeGreaterThan(50);
    expect(new Set(all).size).toBe(all.length);
  });

  it('builds one TLS context per CA bundle and reads the store once', () => {
    let reads = 0;
    const trust = createTrustContexts(() => {
      reads++;
      return systemCertificates();
    });
    expect(trust(null)).toBe(trust(null));
    expect(trust(TEST_CA_PEM)).not.toBe(trust(null));
    expect(reads).toBe(1);
  });
});
