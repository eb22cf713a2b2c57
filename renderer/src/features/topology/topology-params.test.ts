import { describe, expect, it } from 'vitest';
import {
  cardLinkQuery,
  patchDashboardParams,
  readDashboardParams,
  toTopologyParams,
} from './topology-params.ts';

describe('dashboard params', () => {
  it('reads filters, dropping all and empty, with health descending by default', () => {
    const p = readDashboardParams(
      new URLSearchParams('status=unhealthy&type=all&team=&agentId=a1'),
    );
    expect(p).toMatchObject({
      status: 'unhealthy',
      type: undefined,
      team: undefined,
      agentId: 'a1',
    });
    expect(p.sort).toEqual({ sortBy: 'status', sortOrder: 'desc' });
  });
  it('uses the saved sort while the URL has none', () => {
    const saved = { sortBy: 'name', sortOrder: 'asc' } as const;
    expect(readDashboardParams(new URLSearchParams(), saved).sort).toEqual(saved);
    expect(
      readDashboardParams(new URLSearchParams('sortBy=type&sortOrder=asc'), saved).sort,
    ).toEqual({
      sortBy: 'type',
      sortOrder: 'asc',
    });
  });
  it('clears the sort parameters when health descending is chosen', () => {
    const prev = new URLSearchParams('sortBy=name&sortOrder=asc&type=App');
    const next = patchDashboardParams(prev, { sort: { sortBy: 'status', sortOrder: 'desc' } });
    expect(next.toString()).toBe('type=App');
    const named = patchDashboardParams(prev, { sort: { sortBy: 'status', sortOrder: 'asc' } });
    expect(named.get('sortBy')).toBe('status');
  });
  it('removes a filter set to all', () => {
    const next = patchDashboardParams(new URLSearchParams('type=App'), { type: undefined });
    expect(next.has('type')).toBe(false);
  });
  it('asks the backend for included labels and the hidden ones when shown', () => {
    const p = readDashboardParams(
      new URLSearchParams(`labels=${encodeURIComponent('env%3Dprod:1,app%3Dx:-1')}`),
    );
    expect(toTopologyParams('c1', p, true)).toEqual({
      id: 'c1',
      labels: 'env=prod',
      sortBy: 'status',
      sortOrder: 'desc',
      hidden: true,
    });
  });
  it('gives card links the page query plus refererId', () => {
    expect(cardLinkQuery(new URLSearchParams('type=App&refererId=old'), 'c1')).toEqual({
      type: 'App',
      refererId: 'c1',
    });
    expect(cardLinkQuery(new URLSearchParams('type=App'), undefined)).toEqual({ type: 'App' });
  });
});
