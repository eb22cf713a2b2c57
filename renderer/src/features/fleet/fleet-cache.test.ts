import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http/api-error.ts';
import { fleetKeys } from '../../api/services/fleet.ts';
import type { FleetSlice } from '../../api/services/fleet.types.ts';
import { serializeOrgCache } from '../../session/offline/persister.ts';
import type { AuthStatus } from '../../../../preload/contract/auth.ts';
import { cachedSliceOf } from './fleet-cache.ts';
import { readConnectivity } from './fleet-feeds.ts';

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

describe('whether an organisation without offline machinery answers', () => {
  const down = new ApiError({
    status: 0,
    url: '/org/b/api/db/checks',
    message: 'connect ECONNREFUSED',
    gatewayKind: 'unreachable',
  });
  const answered = new ApiError({ status: 500, url: '/org/b/api/db/checks', message: 'boom' });

  it('is offline while its read cannot reach it, since the first failure', () => {
    const first = readConnectivity({ error: null, failureReason: down }, null, undefined, 1000);
    expect(first).toMatchObject({ offline: true, since: 1000 });
    expect(first.reason).toBeTruthy();
    const later = readConnectivity({ error: down, failureReason: down }, null, first, 5000);
    expect(later.since).toBe(1000);
    expect(readConnectivity({ error: null, failureReason: null }, null, later).offline).toBe(false);
  });

  it('is online when the backend answers, even with an error', () => {
    expect(readConnectivity({ error: answered, failureReason: answered }, null).offline).toBe(
      false,
    );
    expect(readConnectivity(null, null).offline).toBe(false);
  });

  it("is offline when main's sign-in check cannot reach it", () => {
    const auth = { state: 'unreachable', message: 'no answer from mc.example.com' } as AuthStatus;
    expect(readConnectivity(null, auth)).toMatchObject({
      offline: true,
      reason: 'no answer from mc.example.com',
    });
  });
});
