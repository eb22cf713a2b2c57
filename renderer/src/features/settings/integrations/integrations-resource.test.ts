import { describe, expect, it } from 'vitest';
import { agentText } from './components/integrations-columns.tsx';
import {
  integrationCreator,
  integrationHref,
  integrationNamespace,
  namespaceIndex,
  integrationRowSchema,
  integrationsSource,
} from './integrations-resource.ts';

describe('the integrations list', () => {
  it('reads the status view newest first, without deleted rows', () => {
    expect(integrationsSource).toMatchObject({
      table: 'integrations_with_status',
      select: '*',
      defaultOrder: { column: 'created_at', ascending: false },
      softDelete: true,
    });
  });

  it('takes a row of the view as the wire contract gives it', () => {
    const row = integrationRowSchema.parse({
      id: '0190a3c4-0000-7000-8000-000000000001',
      name: 'aws-prod',
      description: null,
      integration_type: 'scrapers',
      source: 'KubernetesCRD',
      agent_id: '00000000-0000-0000-0000-000000000000',
      created_at: '2026-08-01T00:00:00Z',
      updated_at: '2026-08-21T10:01:00Z',
      deleted_at: null,
      created_by: '0190a3c4-0000-7000-8000-0000000000aa',
      job_name: 'Scraper',
      job_details: { scrape_summary: {} },
      job_status: 'SUCCESS',
      job_time_start: '2026-08-21T10:00:00Z',
      agent: { id: '00000000-0000-0000-0000-000000000000', name: 'local' },
      creator_name: 'Ines Novak',
      creator_avatar: null,
    });
    expect(integrationHref(row)).toBe(
      '/settings/integrations/scrapers/0190a3c4-0000-7000-8000-000000000001',
    );
    expect(integrationCreator(row)).toEqual({
      id: '0190a3c4-0000-7000-8000-0000000000aa',
      name: 'Ines Novak',
      avatar: null,
    });
    // The backend's own agent (all zeros) shows no agent.
    expect(agentText(row)).toBe('');
  });

  it('names the agent of a row an agent runs, and nobody for a row without creator', () => {
    expect(agentText({ agent: { id: 'a1', name: 'eu-west' }, agent_id: 'a1' })).toBe('eu-west');
    expect(agentText({ agent: null, agent_id: 'a2' })).toBe('a2');
    expect(integrationCreator({ created_by: null, creator_name: 'x' })).toBeNull();
  });
});

describe('the Namespace column', () => {
  // The view has no namespace column (issue 32, 16a: empty on every row); the tables behind it do.
  const index = namespaceIndex({
    scrapers: [{ id: 's1', namespace: 'mission-control' }],
    topologies: [
      { id: 't1', namespace: 'monitoring' },
      { id: 't2', namespace: null },
    ],
  });

  it('shows the namespace of the scraper or topology behind a row of the view', () => {
    expect(integrationNamespace({ id: 's1', integration_type: 'scrapers' }, index)).toBe(
      'mission-control',
    );
    expect(integrationNamespace({ id: 't1', integration_type: 'topologies' }, index)).toBe(
      'monitoring',
    );
  });

  it('keys by type, so a topology does not take a scraper namespace of the same id', () => {
    expect(integrationNamespace({ id: 's1', integration_type: 'topologies' }, index)).toBe('');
    expect(integrationNamespace({ id: 'l1', integration_type: 'logging_backends' }, index)).toBe(
      '',
    );
  });

  it("prefers the row's own namespace when a backend sends one", () => {
    const row = { id: 's1', integration_type: 'scrapers', namespace: 'ops' };
    expect(integrationNamespace(row, index)).toBe('ops');
  });
});
