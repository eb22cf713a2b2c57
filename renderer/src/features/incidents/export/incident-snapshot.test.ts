import { describe, expect, it } from 'vitest';
import type { IncidentDetail, IncidentHistory } from '../../../api/services/incidents.types.ts';
import {
  incidentSnapshotHtml,
  incidentSnapshotJson,
  snapshotFileName,
  type IncidentSnapshot,
} from './incident-snapshot.ts';

const incident: IncidentDetail = {
  id: 'i-1',
  incident_id: 'INC-7',
  title: 'Checkout down <script>alert(1)</script>',
  description: 'Payments fail & "retry" loops',
  severity: 'High',
  status: 'open',
  created_at: '2026-11-26T06:00:00Z',
  commander: { id: 'p1', name: 'Ana' },
  hypotheses: [
    {
      id: 'h2',
      incident_id: 'i-1',
      parent_id: 'h1',
      type: 'factor',
      title: 'Bad deploy <img src=x onerror=alert(2)>',
      evidences: [
        {
          id: 'e1',
          hypothesis_id: 'h2',
          type: 'config',
          description: 'replicas scaled to 0',
          evidence: { lines: ['replicas: 0', '<b>x</b>'] },
        },
      ],
      comments: [
        {
          id: 'c1',
          comment: 'rolled back at 06:20 by @[Bo](user:p2)',
          // The database's zone-less time is UTC.
          created_at: '2026-11-26 06:25:00',
          created_by: { id: 'p1', name: 'Ana' },
        },
      ],
    },
    { id: 'h1', incident_id: 'i-1', type: 'root', title: 'Root' },
  ],
};

const history: IncidentHistory[] = [
  {
    id: 'y2',
    incident_id: 'i-1',
    type: 'incident.status',
    description: 'open',
    created_at: '2026-11-26T06:10:00Z',
  },
  {
    id: 'y1',
    incident_id: 'i-1',
    type: 'incident.created',
    created_at: '2026-11-26T06:00:00Z',
    created_by: { id: 'p1', name: 'Ana' },
  },
];

const snapshot: IncidentSnapshot = {
  incident,
  history,
  organisation: 'Prod',
  exportedAt: '2026-11-26T07:00:00Z',
};

describe('incident snapshot', () => {
  it('escapes every value and holds no script', () => {
    const html = incidentSnapshotHtml(snapshot);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).toContain('Checkout down &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('Payments fail &amp; &quot;retry&quot; loops');
    expect(html).toContain("default-src 'none'");
  });

  it('has the timeline oldest first, and hypotheses with evidence and comments in tree order', () => {
    const html = incidentSnapshotHtml(snapshot);
    expect(html.indexOf('incident.created')).toBeLessThan(html.indexOf('incident.status'));
    expect(html).toContain('2026-11-26 06:00:00 UTC');
    expect(html).toContain('2026-11-26 06:25:00 UTC');
    expect(html.indexOf('>Root<')).toBeLessThan(html.indexOf('Bad deploy'));
    expect(html).toContain('replicas scaled to 0');
    // A mention reads as the name, as on screen.
    expect(html).toContain('rolled back at 06:20 by @Bo');
  });

  it('writes the same data as JSON and names the files after the incident', () => {
    expect(JSON.parse(incidentSnapshotJson(snapshot))).toEqual(snapshot);
    expect(snapshotFileName(incident, 'html', new Date('2026-11-26T08:00:00Z'))).toBe(
      'INC-7-2026-11-26.html',
    );
  });
});
