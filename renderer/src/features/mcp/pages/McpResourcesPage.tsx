// /settings/mcp/playbooks and /settings/mcp/views (spec 5-access §2.8): which playbooks or views MCP
// clients may call. Left the resources by category, right the chosen one's subject panel; the
// chosen resource and the searches live in the URL.
import { NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { mcpResourcesQuery, type McpResourceKind } from '../../../api/services/mcp.ts';
import { useSearchParam } from '../../../lib/url-state/useSearchParam.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { McpTabs } from '../components/McpTabs.tsx';
import { ResourcePicker } from '../components/ResourcePicker.tsx';
import { ResourceSubjects } from '../components/ResourceSubjects.tsx';
import '../mcp.css';

const TEXTS = {
  playbook: {
    tab: 'playbooks',
    title: 'Playbook permissions',
    intro: 'Control which playbooks MCP clients can invoke through this gateway.',
    search: 'Search playbooks...',
    empty: 'No playbooks found',
    icon: 'play',
  },
  view: {
    tab: 'views',
    title: 'View permissions',
    intro: 'Control which views MCP clients can invoke through this gateway.',
    search: 'Search views...',
    empty: 'No views found',
    icon: 'th',
  },
} as const;

function McpResources(props: { kind: McpResourceKind }) {
  const orgId = useOrgId();
  const texts = TEXTS[props.kind];
  const resources = useQuery(mcpResourcesQuery(orgId, props.kind));
  const [selectedId, setSelected] = useSearchParam('resource', { replace: true });
  const [search, setSearch] = useSearchParam('q', { replace: true });
  const rows = resources.data ?? [];
  const selected = rows.find((r) => r.id === selectedId) ?? rows[0] ?? null;
  return (
    <div className="mcd-mcp-page">
      <McpTabs current={texts.tab} />
      <header className="mcd-mcp-intro">
        <h2 className="mcd-mcp-title">{texts.title}</h2>
        <p className="bp6-text-muted">{texts.intro}</p>
      </header>
      <div className="mcd-mcp-split">
        <ResourcePicker
          read={resources}
          rows={rows}
          selected={selected?.id ?? null}
          onSelect={setSelected}
          search={search ?? ''}
          onSearch={(q) => setSearch(q || null)}
          placeholder={texts.search}
          emptyText={texts.empty}
          fallbackIcon={texts.icon}
        />
        {selected ? (
          <ResourceSubjects
            key={selected.id}
            id={selected.id}
            title={selected.title || selected.name}
            target={{ kind: props.kind, name: selected.name, namespace: selected.namespace }}
          />
        ) : (
          !resources.isPending && <NonIdealState title={texts.empty} />
        )}
      </div>
    </div>
  );
}

export function McpPlaybooksPage() {
  return <McpResources kind="playbook" />;
}

export function McpViewsPage() {
  return <McpResources kind="view" />;
}
