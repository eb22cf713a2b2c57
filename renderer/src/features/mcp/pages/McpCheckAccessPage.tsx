// /settings/mcp/check-access (spec 5-access §2.8): the final effective answer for one subject and
// an MCP action — `mcp:run` on a playbook or view, or `mcp:use` on the global `mcp`.
import { Callout } from '@blueprintjs/core';
import { AccessCheckForm } from '../../../components/access-check/AccessCheckForm.tsx';
import { MCP_OBJECT, MCP_RUN, MCP_USE } from '../../../api/services/mcp.ts';
import { McpTabs } from '../components/McpTabs.tsx';
import '../mcp.css';

const fixedFor = (action: string) =>
  action === MCP_USE ? { resourceType: 'global' as const, resource: MCP_OBJECT } : null;

export function McpCheckAccessPage() {
  return (
    <div className="mcd-mcp-page">
      <McpTabs current="check-access" />
      <section className="mcd-mcp-check" aria-label="MCP Access Check">
        <h2 className="mcd-mcp-title">MCP Access Check</h2>
        <Callout icon="info-sign" compact>
          The grants on these MCP pages are only part of the permission model: roles, permissions
          written elsewhere and deny rules also count. This check shows the final effective access.
        </Callout>
        <AccessCheckForm
          label="MCP Access Check"
          actions={[MCP_RUN, MCP_USE]}
          types={['playbook', 'view']}
          fixedFor={fixedFor}
          initial={{ action: MCP_RUN }}
        />
      </section>
    </div>
  );
}
