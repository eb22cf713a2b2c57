import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http/api-error.ts';
import { fleetKeys } from '../../api/services/fleet.ts';
import type { FleetSlice } from '../../api/services/fleet.types.ts';
import { serializeOrgCache } from '../../session/offline/persister.ts';
import { shouldRetry } from '../../api/http/retry-policy.ts';
import type { AcrossInput } from '../../components/across/across-state.ts';
import { errorOf } from '../../components/across/useAcrossReads.ts';
import { cachedSliceOf } from './fleet-cache.ts';
import { feedState } from './fleet-model.ts';

const slice: FleetSlice = {
  checks: [{ id: 'c1', name: 'api', status: 'unhealthy' }],
  incidents: [],
  approvals: [],
  notifications: [],
  forbidden: ['incident'],
  truncated: [],
};
const DAY = 86_400_000;

function payloadWith(data: unknown, updatedAt: number): string {
  const client = new QueryClient();
  client.setQueryData(fleetKeys.slice(), data, { updatedAt });
  client.setQueryData(['checks', 'list'], [{ id: 'other' }], { updatedAt });
  return serializeOrgCache(client, updatedAt);
}

describe('the read-only cache view of an organisation', () => {
  const now = Date.UTC(2026, 10, 26, 12);

  it("finds the inbox slice in the organisation's cache, with its age", () => {
    const cached = cachedSliceOf(payloadWith(slice, now - 60_000), 7 * DAY, now);
    expect(cached).toEqual({ slice, at: now - 60_000 });
  });

  it('has nothing when the slice is missing, too old, malformed or the payload is not ours', () => {
    const client = new QueryClient();
    client.setQueryData(['checks'], [], { updatedAt: now });
    expect(cachedSliceOf(serializeOrgCache(client, now), 7 * DAY, now)).toBeNull();
    expect(cachedSliceOf(payloadWith(slice, now - 8 * DAY), 7 * DAY, now)).toBeNull();
    expect(cachedSliceOf(payloadWith({ checks: 'no' }, now), 7 * DAY, now)).toBeNull();
    expect(cachedSliceOf('{"format":99,"state":{"queries":[]}}', 7 * DAY, now)).toBeNull();
    expect(cachedSliceOf('not json', 7 * DAY, now)).toBeNull();
  });
});

describe('whether an organisation answers', () => {
  const down = new ApiError({
    status: 0,
    url: '/org/b/api/db/checks',
    message: 'connect ECONNREFUSED',
    gatewayKind: 'unreachable',
  });
  const answered = new ApiError({ status: 500, url: '/org/b/api/db/checks', message: 'boom' });
  const input = (over: Partial<AcrossInput<{ slice: FleetSlice }>>) => ({
    orgId: 'b',
    orgName: 'B',
    authState: 'signed-in',
    read: { slice },
    dataAt: 1000,
    cached: false,
    error: null,
    fetching: false,
    ...over,
  });
  const status = (over: Partial<AcrossInput<{ slice: FleetSlice }>>) =>
    feedState(input(over), null, null).status;

  it('is offline while its read cannot reach it, retrying or failed', () => {
    // A network failure is never tried again: the read's error says offline at once.
    expect(shouldRetry(0, down)).toBe(false);
    expect(status({ error: errorOf(down) })).toBe('offline');
    expect(status({ error: errorOf(down), read: undefined })).toBe('offline');
    expect(status({ error: null })).toBe('live');
  });

  it('is online when the backend answers, even with an error', () => {
    expect(status({ error: errorOf(answered) })).toBe('error');
    expect(status({})).toBe('live');
  });

  it("is offline when main's sign-in check cannot reach it", () => {
    const unreachable = { authState: 'unreachable', authMessage: 'no answer from mc.example.com' };
    expect(feedState(input({ ...unreachable, read: undefined }), null, null)).toMatchObject({
      status: 'offline',
      reason: 'no answer from mc.example.com',
    });
    // At once, as the window's banner says, with what it showed kept and marked stale.
    expect(feedState(input(unreachable), null, null)).toMatchObject({
      status: 'offline',
      stale: true,
      reason: 'no answer from mc.example.com',
    });
    // Its read's own failure says why first.
    expect(feedState(input({ ...unreachable, error: errorOf(down) }), null, null).reason).toBe(
      errorOf(down)?.message,
    );
  });

  it("is offline when the window's organisation's offline machinery says so", () => {
    const offline = { offline: true, since: 1000, reason: 'probe failed', attempts: 1 };
    expect(feedState(input({}), offline, null)).toMatchObject({
      status: 'offline',
      stale: true,
      reason: 'probe failed',
    });
    expect(feedState(input({}), { ...offline, offline: false, reason: null }, null).status).toBe(
      'live',
    );
  });
});
