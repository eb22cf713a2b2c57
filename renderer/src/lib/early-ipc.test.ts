import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoke } from './bridge.ts';
import { askedByApp, EARLY_TTL_MS, startEarly, takeEarly } from './early-ipc.ts';

function hostAnswering(values: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string, init: { body: string }) => {
    calls.push(`${url} ${init.body}`);
    const channel = url.replace('/ipc/', '');
    return Promise.resolve(new Response(JSON.stringify({ ok: true, value: values[channel] })));
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('early start-up reads', () => {
  it('hands an early answer to the first matching invoke only, then asks main again', async () => {
    const calls = hostAnswering({ 'cache:size': { bytes: 7 } });
    void startEarly('cache:size', { orgId: 'a' });
    expect(calls).toHaveLength(1);
    await expect(invoke('cache:size', { orgId: 'a' })).resolves.toEqual({ bytes: 7 });
    expect(calls).toHaveLength(1);
    await invoke('cache:size', { orgId: 'a' });
    expect(calls).toEqual(['/ipc/cache:size {"orgId":"a"}', '/ipc/cache:size {"orgId":"a"}']);
  });

  it('never answers another request or another channel', async () => {
    const calls = hostAnswering({ 'cache:size': { bytes: 1 }, 'cache:clear': { cleared: true } });
    void startEarly('cache:size', { orgId: 'a' });
    expect(takeEarly('cache:size', { orgId: 'b' })).toBeUndefined();
    expect(takeEarly('cache:clear', { orgId: 'a' })).toBeUndefined();
    await invoke('cache:size', { orgId: 'b' });
    expect(calls).toHaveLength(2);
    expect(takeEarly('cache:size', { orgId: 'a' })).toBeDefined();
  });

  it('remembers a channel the app asked main on itself, with no early answer to take', async () => {
    hostAnswering({ 'kubeconfig:status': {}, 'settings:get': {} });
    void startEarly('settings:get', {});
    await invoke('settings:get', {});
    expect(askedByApp('settings:get')).toBe(false);
    expect(askedByApp('kubeconfig:status')).toBe(false);
    await invoke('kubeconfig:status', { orgId: 'a' });
    expect(askedByApp('kubeconfig:status')).toBe(true);
  });

  it('drops an answer nobody took within the TTL', () => {
    hostAnswering({ 'cache:size': { bytes: 1 } });
    void startEarly('cache:size', { orgId: 'late' }, () => 0);
    expect(takeEarly('cache:size', { orgId: 'late' }, () => EARLY_TTL_MS + 1)).toBeUndefined();
    expect(takeEarly('cache:size', { orgId: 'late' }, () => 0)).toBeUndefined();
  });
});
