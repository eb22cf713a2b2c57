import { describe, expect, it } from 'vitest';
import type { IncidentHistory } from '../../../api/services/incidents.types.ts';
import {
  allowedStatuses,
  asksForDefinitionOfDone,
  durationText,
  historySentence,
  incidentEnd,
  priorityOf,
  topologyComponentIds,
} from './incident-model.ts';

describe('allowedStatuses', () => {
  it('offers every move of spec 2 §4, staying the same included', () => {
    expect(allowedStatuses('new')).toEqual([
      'new',
      'open',
      'investigating',
      'mitigated',
      'resolved',
      'closed',
    ]);
    expect(allowedStatuses('open')).toEqual([
      'open',
      'investigating',
      'mitigated',
      'resolved',
      'closed',
    ]);
    expect(allowedStatuses('investigating')).toEqual([
      'investigating',
      'mitigated',
      'resolved',
      'closed',
    ]);
    expect(allowedStatuses('mitigated')).toEqual(['mitigated', 'resolved', 'closed', 'open']);
    expect(allowedStatuses('resolved')).toEqual(['resolved', 'closed', 'open']);
    expect(allowedStatuses('closed')).toEqual(['closed', 'open']);
  });

  it('never offers going back to new or investigating from later states', () => {
    expect(allowedStatuses('closed')).not.toContain('investigating');
    expect(allowedStatuses('resolved')).not.toContain('mitigated');
    expect(allowedStatuses('open')).not.toContain('new');
  });

  it('reads the status case-insensitively and lets an unknown one move anywhere', () => {
    expect(allowedStatuses('Closed')).toEqual(['closed', 'open']);
    expect(allowedStatuses('weird')).toHaveLength(6);
    expect(allowedStatuses(null)).toHaveLength(6);
  });
});

describe('asksForDefinitionOfDone', () => {
  it('asks when moving to mitigated or resolved only', () => {
    expect(asksForDefinitionOfDone('open', 'mitigated')).toBe(true);
    expect(asksForDefinitionOfDone('mitigated', 'resolved')).toBe(true);
    expect(asksForDefinitionOfDone('open', 'closed')).toBe(false);
    expect(asksForDefinitionOfDone('resolved', 'open')).toBe(false);
    expect(asksForDefinitionOfDone('mitigated', 'mitigated')).toBe(false);
  });
});

describe('priorityOf', () => {
  it('is High when the incident has no severity', () => {
    expect(priorityOf(null)).toBe('high');
    expect(priorityOf(undefined)).toBe('high');
    expect(priorityOf('')).toBe('high');
  });

  it('maps numeric severities 1 medium, 2 high, 3 blocker, 4 critical, else low', () => {
    expect(priorityOf(1)).toBe('medium');
    expect(priorityOf('2')).toBe('high');
    expect(priorityOf(3)).toBe('blocker');
    expect(priorityOf('4')).toBe('critical');
    expect(priorityOf(0)).toBe('low');
    expect(priorityOf(9)).toBe('low');
  });

  it('keeps named severities, any case, and reads unknown names as low', () => {
    expect(priorityOf('Critical')).toBe('critical');
    expect(priorityOf('medium')).toBe('medium');
    expect(priorityOf('urgent')).toBe('low');
  });
});

describe('durationText', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  it('runs from creation to now while the incident is going on', () => {
    expect(durationText('2026-03-10T11:15:00Z', null, now)).toBe('45m');
    expect(durationText('2026-03-10T09:50:00Z', null, now)).toBe('2h 10m');
    expect(durationText('2026-03-08T08:00:00Z', null, now)).toBe('2d 4h');
    expect(durationText('2026-03-10T11:59:30Z', null, now)).toBe('30s');
  });

  it('stops at resolved, else closed', () => {
    const incident = { resolved: '2026-03-09T14:00:00Z', closed: '2026-03-10T00:00:00Z' };
    expect(incidentEnd(incident)).toBe('2026-03-09T14:00:00Z');
    expect(incidentEnd({ resolved: null, closed: '2026-03-10T00:00:00Z' })).toBe(
      '2026-03-10T00:00:00Z',
    );
    expect(durationText('2026-03-09T12:00:00Z', incidentEnd(incident), now)).toBe('2h');
    expect(durationText('2026-03-09T00:00:00Z', '2026-03-10T00:00:00Z', now)).toBe('1d');
  });

  it('is empty without a start and never negative', () => {
    expect(durationText(null, null, now)).toBe('');
    expect(durationText('garbage', null, now)).toBe('');
    expect(durationText('2026-03-11T00:00:00Z', null, now)).toBe('0s');
  });
});

describe('historySentence', () => {
  const base: IncidentHistory = { id: 'h', incident_id: 'i' };
  it('renders every history type of spec 2 §4 as a sentence', () => {
    expect(historySentence({ ...base, type: 'incident.created' })).toBe('created the incident');
    expect(
      historySentence({ ...base, type: 'incident.status_updated', description: 'mitigated' }),
    ).toBe('changed the status to Mitigated');
    expect(
      historySentence({
        ...base,
        type: 'responder.created',
        responder: { id: 'r', team: { id: 't', name: 'Platform' } },
      }),
    ).toBe('added Platform as a responder');
    expect(
      historySentence({
        ...base,
        type: 'responder.commented',
        comment: { id: 'c', comment: 'Rolling back now, @[Ada Lovelace](user:u1)' },
      }),
    ).toBe('commented: Rolling back now, @Ada Lovelace');
    expect(
      historySentence({
        ...base,
        type: 'evidence.created',
        evidence: { id: 'e', description: 'Topology', components: { name: 'api-gateway' } },
      }),
    ).toBe('added evidence Topology (api-gateway)');
    expect(
      historySentence({
        ...base,
        type: 'evidence.done_definition_added',
        evidence: { id: 'e', description: 'Health check passes' },
      }),
    ).toBe('added evidence Health check passes to the definition of done');
    expect(
      historySentence({
        ...base,
        type: 'hypothesis.created',
        hypothesis: { id: 'h', title: 'Bad deploy' },
      }),
    ).toBe("created hypothesis 'Bad deploy'");
    expect(
      historySentence({
        ...base,
        type: 'hypothesis.status_updated',
        description: 'proven',
        hypothesis: { id: 'h', title: 'Bad deploy' },
      }),
    ).toBe("changed the status of hypothesis 'Bad deploy' to Proven");
  });

  it('falls back to the description, then the type', () => {
    expect(historySentence({ ...base, type: 'x.y', description: 'did a thing' })).toBe(
      'did a thing',
    );
    expect(historySentence({ ...base, type: 'x.y' })).toBe('x.y');
  });
});

describe('topologyComponentIds', () => {
  it('lists each component of topology evidence once, across hypotheses', () => {
    const ev = (id: string, type: string, component_id: string | null) => ({
      id,
      hypothesis_id: 'h',
      type,
      component_id,
    });
    const incident = {
      hypotheses: [
        {
          id: 'h1',
          incident_id: 'i',
          type: 'root',
          title: 'r',
          evidences: [ev('1', 'topology', 'c2'), ev('2', 'config', 'c9')],
        },
        {
          id: 'h2',
          incident_id: 'i',
          type: 'factor',
          title: 'f',
          evidences: [
            ev('3', 'topology', 'c1'),
            ev('4', 'topology', 'c2'),
            ev('5', 'topology', null),
          ],
        },
      ],
    };
    expect(topologyComponentIds(incident)).toEqual(['c1', 'c2']);
    expect(topologyComponentIds({ hypotheses: null })).toEqual([]);
  });
});
