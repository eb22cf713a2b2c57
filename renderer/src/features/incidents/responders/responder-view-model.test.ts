import { describe, expect, it } from 'vitest';
import type { Responder } from '../../../api/services/incidents.types.ts';
import {
  externalLink,
  responderFields,
  responderName,
  responderTimeline,
  responderTypeLabel,
  timeToAcknowledge,
} from './responder-view-model.ts';

const base: Responder = {
  id: 'r1',
  incident_id: 'i1',
  type: 'system',
  team_id: 't1',
  created_at: '2026-01-01T10:00:00Z',
  team: {
    id: 't1',
    name: 'Platform',
    spec: {
      responder_clients: { jira: { linkUrl: 'https://jira.example.com/browse/{{external_id}}' } },
    },
  },
  properties: {
    responderType: 'jira',
    configId: 'cfg',
    project: 'OPS',
    issueType: 'Bug',
    summary: 'Down',
    runbook: 'https://wiki.example.com/x',
  },
};

describe('responderTimeline', () => {
  it('marks the first step without a time as current', () => {
    const steps = responderTimeline({ ...base, acknowledged: '2026-01-01T10:05:00Z' });
    expect(steps.map((s) => [s.label, s.state])).toEqual([
      ['Created', 'done'],
      ['Acknowledged', 'done'],
      ['Resolved', 'current'],
      ['Closed', 'pending'],
    ]);
  });
  it('is all done once closed', () => {
    const steps = responderTimeline({
      ...base,
      acknowledged: '2026-01-01T10:05:00Z',
      resolved: '2026-01-01T11:00:00Z',
      closed: '2026-01-01T12:00:00Z',
    });
    expect(steps.every((s) => s.state === 'done')).toBe(true);
  });
  it('a step without a time after a later one with a time is still the current', () => {
    const steps = responderTimeline({ ...base, resolved: '2026-01-01T11:00:00Z' });
    expect(steps.map((s) => s.state)).toEqual(['done', 'current', 'pending', 'pending']);
  });
});

describe('timeToAcknowledge', () => {
  it('is the time from creation to acknowledgement', () => {
    expect(timeToAcknowledge({ ...base, acknowledged: '2026-01-01T10:05:00Z' })).toBe(300_000);
    expect(timeToAcknowledge(base)).toBeNull();
  });
});

describe('responder fields and links', () => {
  it('names and labels the responder', () => {
    expect(responderName(base)).toBe('Platform');
    expect(responderTypeLabel(base)).toBe('Jira');
    expect(
      responderTypeLabel({
        ...base,
        team: null,
        person: { id: 'p', name: 'Ann' },
        properties: null,
        person_id: 'p',
        type: 'person',
      }),
    ).toBe('Person');
  });
  it('lists the type fields in order, others after, links URLs and the external item', () => {
    expect(responderFields(base)).toEqual([
      { label: 'Project', value: 'OPS' },
      { label: 'Issue Type', value: 'Bug' },
      { label: 'Summary', value: 'Down' },
      { label: 'runbook', value: 'https://wiki.example.com/x', href: 'https://wiki.example.com/x' },
    ]);
    const filed = { ...base, external_id: 'OPS-12' };
    expect(externalLink(filed)).toBe('https://jira.example.com/browse/OPS-12');
    expect(responderFields(filed).at(-1)).toEqual({
      label: 'External Id',
      value: 'OPS-12',
      href: 'https://jira.example.com/browse/OPS-12',
    });
    expect(externalLink(base)).toBeNull();
  });
});
