import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../http/testing/stub-server.ts';
import { incidentHistoryQuery } from './incident-history.ts';
import { incidentKeys } from './incident-detail.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('incidentHistoryQuery', () => {
  it('asks for the incident history with I12 embeds, newest first', async () => {
    const calls = stubServer([
      {
        body: [
          {
            id: 'h1',
            incident_id: 'i1',
            type: 'incident.created',
            created_by: { id: 'p1', name: 'Ada' },
          },
        ],
      },
    ]);
    const options = incidentHistoryQuery('sandbox', 'i1');
    expect(options.queryKey).toEqual(incidentKeys.history('i1'));
    const rows = await options.queryFn!({
      queryKey: options.queryKey,
      signal: new AbortController().signal,
      meta: undefined,
      client: undefined as never,
    });
    expect(rows).toHaveLength(1);
    const url = calls[0]?.url ?? '';
    expect(url).toContain('/api/db/incident_histories?');
    expect(url).toContain('incident_id=eq.i1');
    expect(url).toContain('order=created_at.desc');
    expect(url).toContain('evidence:evidences(id,description,type,components(id,name,icon)');
    expect(url).toContain('hypothesis:hypotheses(id,title)');
    expect(url).toContain('responder:responders(id,person:person_id(id,name,avatar)');
    expect(url).toContain('comment:comments(id,comment)');
    expect(url).toContain('created_by(id,name,avatar)');
  });
});
