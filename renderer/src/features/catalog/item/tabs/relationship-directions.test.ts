import { describe, expect, it } from 'vitest';
import { applyPatch, decode } from '../../../../lib/url-state/filter-codec.ts';
import {
  RELATIONSHIP_PARAMS,
  directionsOf,
  incomingPatch,
  relatedFilters,
  relatedShown,
  relationOf,
  typeFilterOf,
} from './relationship-directions.ts';

const values = (search: string) => decode(RELATIONSHIP_PARAMS, new URLSearchParams(search)).filters;
const read = (search: string) => directionsOf(values(search));
const write = (search: string, filters: Record<string, string | undefined>) =>
  applyPatch(RELATIONSHIP_PARAMS, new URLSearchParams(search), { filters }).toString();
const DEFAULT = { outgoing: true, incoming: false, soft: false };

describe('relationship directions', () => {
  it('starts with Outgoing on, Incoming and Soft off', () => {
    expect(read('')).toEqual(DEFAULT);
    expect(typeFilterOf(DEFAULT)).toBe('outgoing');
    expect(relationOf(DEFAULT)).toBe('hard');
  });

  it('maps the directions to type_filter incoming, outgoing or all, and Soft to both', () => {
    expect(typeFilterOf({ outgoing: true, incoming: true, soft: false })).toBe('all');
    expect(typeFilterOf({ outgoing: false, incoming: true, soft: false })).toBe('incoming');
    expect(relationOf(read('relation=soft'))).toBe('both');
  });

  it('reads a URL with both directions off as Outgoing on', () => {
    expect(read('outgoing=false')).toEqual(DEFAULT);
    expect(read('outgoing=false&incoming=true&relation=soft')).toEqual({
      outgoing: false,
      incoming: true,
      soft: true,
    });
  });

  it('forces Outgoing on when Incoming is turned off', () => {
    expect(write('outgoing=false&incoming=true', incomingPatch(false))).toBe('');
    expect(write('', incomingPatch(true))).toBe('incoming=true');
  });

  it('writes only what differs from the defaults, leaving other parameters alone', () => {
    expect(write('tab=x', { outgoing: 'true', view: 'graph', rankdir: 'TB' })).toBe(
      'tab=x&view=graph&rankdir=TB',
    );
    expect(write('tab=x', { outgoing: 'false', incoming: 'true', relation: 'soft' })).toBe(
      'tab=x&outgoing=false&incoming=true&relation=soft',
    );
    expect(write('view=graph&edges=smoothstep&showDeleted=true', { view: undefined })).toBe(
      'edges=smoothstep&showDeleted=true',
    );
  });

  it('reads unknown view settings as the defaults', () => {
    expect(values('view=list&rankdir=XY&edges=odd&showDeleted=maybe')).toEqual({
      outgoing: 'true',
    });
  });
});

describe('the rows the tab lists and its badge counts (issue 32, 10)', () => {
  const rows = [
    { id: 'self', type: 'Kubernetes::Node', health: 'healthy', status: 'Ready' },
    { id: 'a', type: 'Kubernetes::Pod', health: 'healthy', status: 'Running' },
    { id: 'b', type: 'Kubernetes::Pod', health: 'unhealthy', status: 'CrashLoopBackOff' },
    { id: 'c', type: 'Kubernetes::Cluster', health: 'healthy', status: 'Running' },
  ];
  const ids = (search: string) => relatedShown(rows, 'self', values(search)).map((r) => r.id);
  it('leaves the item itself out and narrows by type, health and status', () => {
    expect(ids('')).toEqual(['a', 'b', 'c']);
    expect(ids('configTypes=Kubernetes::Pod')).toEqual(['a', 'b']);
    expect(ids('configTypes=Kubernetes::Pod&health=unhealthy')).toEqual(['b']);
    expect(ids('status=Running')).toEqual(['a', 'c']);
  });
  it('offers the types and statuses the related items have', () => {
    const [type, health, status] = relatedFilters(rows);
    expect(type!.options).toEqual([
      { value: 'Kubernetes::Cluster', label: 'Kubernetes::Cluster' },
      { value: 'Kubernetes::Node', label: 'Kubernetes::Node' },
      { value: 'Kubernetes::Pod', label: 'Kubernetes::Pod' },
    ]);
    expect(health!.param).toBe('health');
    expect(status!.options).toEqual(
      ['CrashLoopBackOff', 'Ready', 'Running'].map((value) => ({ value, label: value })),
    );
  });
});
