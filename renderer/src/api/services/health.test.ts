import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_READS } from '../../lib/early-fetch.ts';
import { postgrest } from '../http/postgrest.ts';
import { fetchChecksSummary, healthKeys } from './health.ts';

const REMOTE = '3a9f0c1e-0000-4000-8000-000000000001';

function check(name: string, agentId: string) {
  return { id: name, name, status: 'healthy', type: 'http', agent_id: agentId };
}

/** A backend answering the summary and the agents' names; the URLs asked, in order. */
function backend(checks: unknown[], agents: Response) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    asked.push(url);
    return Promise.resolve(
      url.includes('/api/db/agents')
        ? agents
        : new Response(JSON.stringify({ checks_summary: checks })),
    );
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the health dashboard's summary", () => {
  it('asks for the agents’ names beside the summary, by the URL the start-up reads use', async () => {
    const asked = backend(
      [check('api', REMOTE)],
      new Response(JSON.stringify([{ id: REMOTE, name: 'eu-west' }])),
    );
    const checks = await fetchChecksSummary('acme');
    expect(checks.map((c) => c.agentName)).toEqual(['eu-west']);
    const agents = postgrest('agents').select('id,name');
    const namesUrl = `${agents.path}?${agents.toSearchParams().toString()}`;
    expect(INITIAL_READS['/health']).toEqual({
      queryKey: healthKeys.summary(),
      paths: ['/api/canary/api/summary', namesUrl],
    });
    expect(asked.sort()).toEqual(
      INITIAL_READS['/health']?.paths.map((path) => `/org/acme${path}`).sort(),
    );
  });

  it('shows local checks when the names could not be read; fails when a remote check needs them', async () => {
    const local = check('db', '00000000-0000-0000-0000-000000000000');
    backend([local], new Response('{"message":"permission denied"}', { status: 403 }));
    await expect(fetchChecksSummary('acme')).resolves.toHaveLength(1);
    backend([local, check('api', REMOTE)], new Response('{}', { status: 403 }));
    await expect(fetchChecksSummary('acme')).rejects.toThrow();
  });
});
