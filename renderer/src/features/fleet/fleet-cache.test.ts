import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http/api-error.ts';
import { fleetKeys } from '../../api/services/fleet.ts';
import type { FleetSlice } from '../../api/services/fleet.types.ts';
import { serializeOrgCache } from '../../session/offline/persister.ts';
import type { AuthStatus } from '../../../../preload/contract/auth.ts';
import { cachedSliceOf } from './fleet-cache.ts';
import { offlineReason } from './fleet-feeds.ts';

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

  it('is offline while its read cannot reach it, retrying or failed', () => {
    expect(offlineReason({ error: null, failureReason: down }, null)).toBeTruthy();
    expect(offlineReason({ error: down, failureReason: down }, null)).toBeTruthy();
    expect(offlineReason({ error: null, failureReason: null }, null)).toBeNull();
  });

  it('is online when the backend answers, even with an error', () => {
    expect(offlineReason({ error: answered, failureReason: answered }, null)).toBeNull();
    expect(offlineReason(null, null)).toBeNull();
  });

  it("is offline when main's sign-in check cannot reach it", () => {
    const auth = { state: 'unreachable', message: 'no answer from mc.example.com' } as AuthStatus;
    expect(offlineReason(null, auth)).toBe('no answer from mc.example.com');
  });

  it("is offline when the window's organisation's offline machinery says so", () => {
    const offline = { offline: true, since: 1000, reason: 'probe failed', attempts: 1 };
    expect(offlineReason(null, null, offline)).toBe('probe failed');
    expect(offlineReason(null, null, { ...offline, offline: false, reason: null })).toBeNull();
  });
});
