import { afterEach, describe, expect, it, vi } from 'vitest';
import { incidentHistoryQuery } from './incident-history.ts';
import { incidentKeys } from './incident-detail.ts';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** Answers each request with the next of `answers` and records what was asked. */
function stubServer(answers: { status?: number; body: unknown }[]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: { method: string; body?: string }) => {
    calls.push({
      method: init.method,
      url: decodeURIComponent(url),
      body: init.body ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const answer = answers.shift() ?? { body: [] };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
  return calls;
}

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
