// /settings/mcp/overview (spec 5-access §2.8): who may connect through MCP — every role, group,
// team and person with a Deny/Default/Allow switch for `mcp:use` on `mcp` — then the access
// tokens MCP clients may use (agents' tokens hidden). 'Setup MCP' opens the setup dialog.
import { Button, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { subjectsQuery } from '../../../api/services/access-review.ts';
import { directOf, MCP_USE, mcpRulesQuery } from '../../../api/services/mcp.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { useOrgId } from '../../../session/org-context.tsx';
import { McpTabs } from '../components/McpTabs.tsx';
import { SubjectRows } from '../components/SubjectRows.tsx';
import { setSetupMcpOpen } from '../hooks/useSetupMcp.ts';
import { useMcpWrite } from '../hooks/useMcpWrite.ts';
import { MCP_TOKENS_LIST } from '../mcp-tokens-list.tsx';
import { mcpSubjects } from '../mcp-model.ts';
import '../mcp.css';

export function McpOverviewPage() {
  const orgId = useOrgId();
  const subjects = useQuery(subjectsQuery(orgId));
  const rules = useQuery(mcpRulesQuery(orgId, MCP_USE));
  const write = useMcpWrite('Updated MCP access');
  const list = mcpSubjects(subjects.data ?? []);
  const failed = subjects.error ?? rules.error;
  return (
    <div className="mcd-mcp-page">
      <McpTabs
        current="overview"
        actions={<Button icon="console" text="Setup MCP" onClick={() => setSetupMcpOpen(true)} />}
      />
      <section className="mcd-mcp-section" aria-label="MCP subjects">
        <h2 className="mcd-mcp-title">Who may use MCP</h2>
        {subjects.isPending || rules.isPending ? (
          <p className="mcd-mcp-loading">
            <Spinner size={16} /> Loading MCP subjects...
          </p>
        ) : failed ? (
          <QueryError error={failed} what="MCP subjects" />
        ) : (
          <SubjectRows
            subjects={list}
            grouped
            what="MCP access"
            valueOf={(s) => directOf(rules.data ?? [], s.key, null)}
            onChange={(s, value) =>
              write.mutation.mutate({
                subject: s.key,
                subjectType: s.subjectType,
                target: null,
                value,
              })
            }
            readOnly={write.readOnly}
            busy={write.busy}
          />
        )}
      </section>
      <section className="mcd-mcp-section mcd-mcp-tokens" aria-label="MCP access tokens">
        <ResourceList definition={MCP_TOKENS_LIST} />
      </section>
    </div>
  );
}
