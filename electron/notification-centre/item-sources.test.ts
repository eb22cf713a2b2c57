import { describe, expect, it } from 'vitest';
import type { Gateway } from '../gateway/types.ts';
import {
  approvalSource,
  incidentSource,
  insightSource,
  playbookFailedSource,
} from './item-sources.ts';
import { fetchItems, type ItemSource } from './new-item-watch.ts';

const NOW = Date.parse('2026-11-30T12:00:00Z');

/** The request a source makes at NOW, and the rows it keeps from `answer`. */
async function read<Row extends { id: string }>(source: ItemSource<Row>, answer: unknown) {
  let asked: URL | null = null;
  const gateway: Gateway = (orgId, request) => {
    expect(orgId).toBe('org-b');
    expect(request.headers.get('x-mcd-request')).toBe('fetch');
    asked = new URL(request.url);
    return Promise.resolve(Response.json(answer));
  };
  const rows = await fetchItems(gateway, 'org-b', source, NOW);
  if (asked === null) throw new Error('no request was made');
  return { url: asked as URL, rows };
}

describe('incident source', () => {
  it('reads the last day of incidents, severities normalised', async () => {
    const { url, rows } = await read(incidentSource, [
      { id: 'a', incident_id: 'INC-1', title: 'Down', severity: 'Critical' },
      { id: 'b', title: '', severity: 'weird' },
      { title: 'no id' },
    ]);
    expect(url.pathname).toBe('/org/org-b/api/db/incidents');
    expect(url.searchParams.get('created_at')).toBe('gte.2026-11-29T12:00:00.000Z');
    expect(url.searchParams.get('order')).toBe('created_at.desc');
    expect(rows).toEqual([
      { id: 'a', title: 'Down', severity: 'critical', incidentId: 'INC-1' },
      { id: 'b', title: 'b', severity: null, incidentId: null },
    ]);
  });

  it('reads as the incident, opening its page', () => {
    expect(
      incidentSource.notice(
        { id: 'a/1', title: 'Down', severity: 'high', incidentId: 'INC-1' },
        'B',
      ),
    ).toEqual({
      title: 'INC-1 Down',
      body: 'New high incident in B',
      route: '/incidents/a%2F1',
      severity: 'high',
    });
  });
});

describe('approval source', () => {
  it('reads the runs pending approval with their playbook; other statuses are skipped', async () => {
    const { url, rows } = await read(approvalSource, [
      { id: 'r1', status: 'pending_approval', playbooks: { name: 'restart', title: 'Restart' } },
      { id: 'r2', status: 'pending_approval', playbooks: { name: 'scale', title: '' } },
      { id: 'r3', status: 'pending_approval', playbooks: null },
      { id: 'r4', status: 'running', playbooks: { name: 'x' } },
    ]);
    expect(url.pathname).toBe('/org/org-b/api/db/playbook_runs');
    expect(url.searchParams.get('status')).toBe('eq.pending_approval');
    expect(url.searchParams.get('select')).toContain('playbooks(id,name,title)');
    expect(rows).toEqual([
      { id: 'r1', playbook: 'Restart', error: null },
      { id: 'r2', playbook: 'scale', error: null },
      { id: 'r3', playbook: null, error: null },
    ]);
  });

  it("reads as the playbook waiting for the user's approval, opening the run", () => {
    expect(approvalSource.notice({ id: 'r1', playbook: 'Restart', error: null }, 'Prod')).toEqual({
      title: 'Restart',
      body: 'Run of Restart waits for your approval in Prod',
      route: '/playbooks/runs/r1',
      severity: null,
    });
    expect(approvalSource.notice({ id: 'r3', playbook: null, error: null }, 'Prod').title).toBe(
      'Playbook run',
    );
  });
});

describe('failed playbook run source', () => {
  it('reads top-level failed runs created or ended in the last day', async () => {
    const { url, rows } = await read(playbookFailedSource, [
      { id: 'f1', status: 'failed', error: 'exit 1', playbooks: { name: 'restart' } },
      { id: 'f2', status: 'completed', playbooks: { name: 'restart' } },
    ]);
    expect(url.pathname).toBe('/org/org-b/api/db/playbook_runs');
    expect(url.searchParams.get('status')).toBe('eq.failed');
    expect(url.searchParams.get('parent_id')).toBe('is.null');
    expect(url.searchParams.get('or')).toBe(
      '(created_at.gte.2026-11-29T12:00:00.000Z,end_time.gte.2026-11-29T12:00:00.000Z)',
    );
    expect(rows).toEqual([{ id: 'f1', playbook: 'restart', error: 'exit 1' }]);
  });

  it('reads as the failed run with its error, opening the run', () => {
    expect(
      playbookFailedSource.notice({ id: 'f1', playbook: 'restart', error: 'exit 1' }, 'B'),
    ).toEqual({
      title: 'restart',
      body: 'Run of restart failed in B: exit 1',
      route: '/playbooks/runs/f1',
      severity: null,
    });
  });
});

describe('critical insight source', () => {
  it('reads open critical insights first observed in the last day', async () => {
    const { url, rows } = await read(insightSource, [
      {
        id: 'i1',
        severity: 'critical',
        analyzer: 'kube-score',
        summary: 'No resource limits',
        config_id: 'c1',
        config_name: 'api',
      },
      { id: 'i2', severity: 'Critical', message: 'Open to the world', config_id: null },
      { id: 'i3', severity: 'high', summary: 'not critical' },
    ]);
    expect(url.pathname).toBe('/org/org-b/api/db/config_analysis_items');
    expect(url.searchParams.get('severity')).toBe('eq.critical');
    expect(url.searchParams.get('status')).toBe('eq.open');
    expect(url.searchParams.get('first_observed')).toBe('gte.2026-11-29T12:00:00.000Z');
    expect(rows).toEqual([
      {
        id: 'i1',
        configId: 'c1',
        configName: 'api',
        summary: 'No resource limits',
        analyzer: 'kube-score',
      },
      { id: 'i2', configId: null, configName: null, summary: 'Open to the world', analyzer: null },
    ]);
  });

  it("opens the item's Insights tab, or the insights list filtered to critical", () => {
    const [withItem, without] = [
      { id: 'i1', configId: 'c1', configName: 'api', summary: 'No limits', analyzer: 'kube' },
      { id: 'i2', configId: null, configName: null, summary: 'Open', analyzer: null },
    ].map((row) => insightSource.notice(row, 'B'));
    expect(withItem).toEqual({
      title: 'api: No limits',
      body: 'New critical insight from kube in B',
      route: '/catalog/c1/insights',
      severity: 'critical',
    });
    expect(without).toMatchObject({
      title: 'Open',
      body: 'New critical insight in B',
      route: '/catalog/insights?severity=critical',
    });
  });
});
