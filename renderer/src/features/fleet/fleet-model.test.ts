import { describe, expect, it } from 'vitest';
import type { AcrossInput } from '../../components/across/across-state.ts';
import type { FleetSlice } from '../../api/services/fleet.types.ts';
import { orgsListQuery } from '../../api/services/orgs.ts';
import type { Org } from '../../../../preload/contract/orgs.ts';
import { appQueryClient } from '../../session/app-query-client.ts';
import { givenRows } from '../../components/resource-list/given-source.ts';
import { listParamsSpec } from '../../components/resource-list/useResourceListParams.ts';
import { decode } from '../../lib/url-state/filter-codec.ts';
import { FLEET_FILTERS, FLEET_INBOX_LIST, FLEET_SOURCE } from './fleet-list.tsx';
import {
  compareItems,
  countsByOrg,
  feedState,
  hrefOf,
  itemsOf,
  mergeItems,
  normaliseSeverity,
  SLOW_AFTER_MS,
} from './fleet-model.ts';

const empty: FleetSlice = {
  checks: [],
  incidents: [],
  approvals: [],
  notifications: [],
  forbidden: [],
  truncated: [],
};

function slice(over: Partial<FleetSlice>): FleetSlice {
  return { ...empty, ...over };
}

const a = slice({
  checks: [
    {
      id: 'c1',
      name: 'api-latency',
      severity: 'critical',
      last_transition_time: '2026-11-26T10:00:00Z',
    },
    { id: 'c2', name: 'disk', severity: null, last_transition_time: '2026-11-26T09:00:00Z' },
  ],
  approvals: [
    {
      id: 'r1',
      status: 'pending_approval',
      created_at: '2026-11-26T08:00:00Z',
      playbooks: { id: 'p', title: 'Restart pod' },
    },
  ],
});
const b = slice({
  incidents: [
    {
      id: 'i1',
      incident_id: 'INC-1',
      title: 'Checkout down',
      severity: 'blocker',
      status: 'open',
      created_at: '2026-11-26T07:00:00Z',
    },
  ],
  notifications: [
    {
      id: 'n1',
      created_at: '2026-11-26T11:00:00Z',
      status: 'sent',
      resource: { name: 'db', health: 'unhealthy' },
    },
    {
      id: 'n2',
      created_at: '2026-11-26T11:30:00Z',
      status: 'sent',
      resource: { name: 'cache', health: 'healthy' },
    },
  ],
});

describe('fleet inbox model', () => {
  it('tags each row with its organisation and kind, with unique keys across organisations', () => {
    const rows = itemsOf('org-a', a);
    expect(rows.map((r) => [r.key, r.orgId, r.kind])).toEqual([
      ['org-a/check/c1', 'org-a', 'check'],
      ['org-a/check/c2', 'org-a', 'check'],
      ['org-a/approval/r1', 'org-a', 'approval'],
    ]);
    expect(rows[2]!.title).toBe('Restart pod');
    // The same slice in another organisation (two orgs of one backend) gets other keys.
    expect(itemsOf('org-b', a)[0]!.key).toBe('org-b/check/c1');
    // Memoised per slice and organisation.
    expect(itemsOf('org-a', a)).toBe(rows);
  });

  it('normalises severities: blocker is critical, unknown takes the fallback', () => {
    expect(normaliseSeverity('blocker', 'low')).toBe('critical');
    expect(normaliseSeverity('HIGH', 'low')).toBe('high');
    expect(normaliseSeverity('warning', 'low')).toBe('medium');
    expect(normaliseSeverity(null, 'medium')).toBe('medium');
    expect(normaliseSeverity('weird', 'info')).toBe('info');
  });

  it('merges organisations most severe first, newest first within a severity', () => {
    const merged = mergeItems([itemsOf('org-a', a), itemsOf('org-b', b)]);
    expect(merged.map((r) => r.key)).toEqual([
      'org-a/check/c1', // critical, 10:00
      'org-b/incident/i1', // critical (blocker), 07:00
      'org-b/notification/n1', // high (unhealthy resource), 11:00
      'org-a/approval/r1', // high, 08:00
      'org-a/check/c2', // medium (no severity)
      'org-b/notification/n2', // info
    ]);
    // A stable total order: equal severity and time fall back to the key.
    const x = { ...merged[0]!, key: 'x' };
    const y = { ...merged[0]!, key: 'y' };
    expect(compareItems(x, y)).toBeLessThan(0);
    expect(compareItems(y, x)).toBeGreaterThan(0);
  });

  it('filters by organisation, kind and severity (the list definition); counts rows per organisation and kind', () => {
    const merged = mergeItems([itemsOf('org-a', a), itemsOf('org-b', b)]);
    const shown = (values: Record<string, string>) =>
      givenRows(FLEET_SOURCE, FLEET_FILTERS, merged, values).map((r) => r.id);
    expect(givenRows(FLEET_SOURCE, FLEET_FILTERS, merged, {})).toBe(merged);
    expect(shown({ organisation: 'org-b' })).toEqual(['i1', 'n1', 'n2']);
    expect(shown({ kind: 'check,incident', severity: 'critical' })).toEqual(['c1', 'i1']);
    const counts = countsByOrg(merged);
    expect(counts.get('org-a')).toEqual({ check: 2, incident: 0, approval: 1, notification: 0 });
    expect(counts.get('org-b')).toEqual({ check: 0, incident: 1, approval: 0, notification: 2 });
  });

  it('keeps its filters in the URL as organisation, kind and severity, ignoring unknown values; shows what needs attention by default', () => {
    const read = (query: string) =>
      decode(listParamsSpec(FLEET_INBOX_LIST), new URLSearchParams(query)).filters;
    expect(read('org=sandbox&organisation=b&kind=check,approval&severity=high')).toEqual({
      organisation: 'b',
      kind: 'check,approval',
      severity: 'high',
      show: 'open',
    });
    expect(read('kind=nope&severity=urgent')).toEqual({ show: 'open' });
    expect(read('show=all&q=api&groupBy=kind')).toEqual({ q: 'api', groupBy: 'kind' });
  });

  it('exports the organisation by its name, as the cell shows it', () => {
    appQueryClient.setQueryData(orgsListQuery().queryKey, [
      { id: 'org-a', name: 'Production EU' } as Org,
    ]);
    const org = FLEET_INBOX_LIST.columns.find((column) => column.id === 'org');
    const [row] = itemsOf('org-a', a);
    expect(row && org?.exportValue?.(row)).toBe('Production EU');
    appQueryClient.removeQueries({ queryKey: orgsListQuery().queryKey });
  });

  it('opens each kind on its own screen', () => {
    expect(hrefOf({ kind: 'check', id: 'c1' })).toBe('/health?checkId=c1');
    expect(hrefOf({ kind: 'incident', id: 'i1' })).toBe('/incidents/i1');
    expect(hrefOf({ kind: 'approval', id: 'r1' })).toBe('/playbooks/runs/r1');
    expect(hrefOf({ kind: 'notification', id: 'n1' })).toBe('/notifications');
  });

  it('derives each organisation’s state without waiting for the others', () => {
    const base: AcrossInput<{ slice: FleetSlice }> = {
      orgId: 'a',
      orgName: 'A',
      authState: 'signed-in',
      read: { slice: empty },
      dataAt: 1000,
      cached: false,
      error: null,
      fetching: false,
    };
    const state = (over: Partial<typeof base>, waitedMs: number | null = null) =>
      feedState({ ...base, ...over }, null, waitedMs);
    const refused = { message: 'refused', network: true };
    expect(state({})).toEqual({ status: 'live', stale: false, reason: null });
    expect(state({ error: refused })).toEqual({
      status: 'offline',
      stale: true,
      reason: 'refused',
    });
    expect(state({ error: refused, read: undefined }).stale).toBe(false);
    // Signed out: main's words say why (expired, the keychain, a backend not ready).
    expect(state({ authState: 'needs-sign-in', authMessage: 'Sign in again' })).toEqual({
      status: 'signed-out',
      stale: true,
      reason: 'Sign in again',
    });
    // Slow: a read without an answer for SLOW_AFTER_MS; before that it is loading or live.
    const reading = { fetching: true };
    expect(state(reading, SLOW_AFTER_MS - 1).status).toBe('live');
    expect(state({ ...reading, read: undefined }, SLOW_AFTER_MS - 1).status).toBe('loading');
    expect(state(reading, SLOW_AFTER_MS)).toEqual({ status: 'slow', stale: true, reason: null });
    // The kit's forbidden keeps the server's words; every kind forbidden is forbidden too.
    const no = { status: 403, message: 'no', network: false };
    expect(state({ read: undefined, error: no })).toEqual({
      status: 'forbidden',
      stale: false,
      reason: 'no',
    });
    const allKinds = slice({ forbidden: ['check', 'incident', 'approval', 'notification'] });
    expect(state({ read: { slice: allKinds } }).status).toBe('forbidden');
    const boom = { status: 500, message: 'boom', network: false };
    expect(state({ read: undefined, error: boom })).toEqual({
      status: 'error',
      stale: false,
      reason: 'boom',
    });
    // An error is worth more than slowness: a failed read with kept rows says so while it retries.
    expect(state({ error: boom, fetching: true }, SLOW_AFTER_MS)).toEqual({
      status: 'error',
      stale: true,
      reason: 'boom',
    });
    // The slice its offline cache kept, before a read brings one: shown, marked stale.
    expect(state({ cached: true })).toEqual({ status: 'live', stale: true, reason: null });
    // main says unreachable before any read: offline with nothing kept, main's words as the reason.
    const unreachable = { authState: 'unreachable', authMessage: 'no answer', read: undefined };
    expect(state(unreachable)).toEqual({ status: 'offline', stale: false, reason: 'no answer' });
  });
});
