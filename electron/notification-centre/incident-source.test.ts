import { describe, expect, it } from 'vitest';
import type { Gateway } from '../gateway/types.ts';
import { createIncidentWatch, fetchRecentIncidents, type IncidentRow } from './incident-source.ts';

const org = { id: 'org-b', name: 'B' };
const row = (id: string, severity: IncidentRow['severity'] = 'high'): IncidentRow => ({
  id,
  title: `Incident ${id}`,
  severity,
  incidentId: `INC-${id}`,
});

describe('incident watch', () => {
  it('takes the first poll as a baseline and notifies each new incident once', () => {
    const watch = createIncidentWatch();
    expect(watch.poll(org, [row('1')])).toEqual([]);
    const next = watch.poll(org, [row('2', 'critical'), row('1')]);
    expect(next).toEqual([
      {
        id: 'org-b:incident:2',
        orgId: 'org-b',
        title: 'INC-2 Incident 2',
        body: 'New critical incident in B',
        route: '/incidents/2',
        severity: 'critical',
      },
    ]);
    expect(watch.poll(org, [row('2'), row('1')])).toEqual([]);
  });

  it('starts over after a reset (a sign-out)', () => {
    const watch = createIncidentWatch();
    watch.poll(org, []);
    watch.reset(org.id);
    expect(watch.poll(org, [row('3')])).toEqual([]);
  });
});

describe('fetchRecentIncidents', () => {
  it('reads the last day of incidents through the gateway, severities normalised', async () => {
    let asked = '';
    const gateway: Gateway = (orgId, request) => {
      asked = `${orgId} ${request.url}`;
      return Promise.resolve(
        Response.json([
          { id: 'a', incident_id: 'INC-1', title: 'Down', severity: 'Critical' },
          { id: 'b', title: '', severity: 'weird' },
          { title: 'no id' },
        ]),
      );
    };
    const rows = await fetchRecentIncidents(gateway, 'org-b', Date.parse('2026-11-30T12:00:00Z'));
    expect(asked).toContain('org-b http://notification-centre.invalid/org/org-b/api/db/incidents?');
    expect(asked).toContain('created_at=gte.2026-11-29T12%3A00%3A00.000Z');
    expect(rows).toEqual([
      { id: 'a', title: 'Down', severity: 'critical', incidentId: 'INC-1' },
      { id: 'b', title: 'b', severity: null, incidentId: null },
    ]);
  });

  it('answers null when the incidents cannot be read', async () => {
    const gateway: Gateway = () => Promise.resolve(new Response('no', { status: 503 }));
    expect(await fetchRecentIncidents(gateway, 'org-b', Date.now())).toBeNull();
  });
});
