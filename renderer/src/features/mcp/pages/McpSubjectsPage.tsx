// /settings/mcp/subject-access (spec 5-access §2.8 'Subject access'): for one subject, every
// playbook and view with its direct `mcp:run` switch and, on request, its effective answer.
import { useState } from 'react';
import { Button, MenuItem, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import {
  effectiveQuery,
  settingsRulesQuery,
  subjectsQuery,
} from '../../../api/services/access-review.ts';
import {
  directOf,
  MCP_RUN,
  mcpResourcesQuery,
  mcpRules,
  type McpResourceKind,
  type McpResourceRow,
} from '../../../api/services/mcp.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { SubjectMenu } from '../../../components/subject-menu/SubjectMenu.tsx';
import { useSearchParam } from '../../../lib/url-state/useSearchParam.ts';
import { ACCESS_RESULT, accessResult } from '../../../lib/vocabulary/access-result.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { DirectSwitch } from '../components/DirectSwitch.tsx';
import { McpTabs } from '../components/McpTabs.tsx';
import { useMcpWrite } from '../hooks/useMcpWrite.ts';
import { matchesSearch, mcpSubjects, type McpSubject } from '../mcp-model.ts';
import '../mcp.css';

const KINDS: { kind: McpResourceKind; title: string }[] = [
  { kind: 'playbook', title: 'Playbooks' },
  { kind: 'view', title: 'Views' },
];

function ResourceGroup(props: {
  subject: McpSubject;
  kind: McpResourceKind;
  title: string;
  showEffective: boolean;
  write: ReturnType<typeof useMcpWrite>;
}) {
  const orgId = useOrgId();
  const { subject, kind, write } = props;
  const resources = useQuery(mcpResourcesQuery(orgId, kind));
  const rules = useQuery(settingsRulesQuery(orgId, mcpRules(MCP_RUN)));
  const effective = useQuery({
    ...effectiveQuery(orgId, subject.key, kind, [MCP_RUN]),
    enabled: props.showEffective,
  });
  const allowed = effective.data?.[MCP_RUN];
  const targetOf = (r: McpResourceRow) => ({ kind, name: r.name, namespace: r.namespace });
  if (resources.isPending || rules.isPending) return <Spinner size={20} />;
  if (resources.error ?? rules.error)
    return <QueryError error={resources.error ?? rules.error} what={props.title.toLowerCase()} />;
  return (
    <section aria-label={props.title}>
      <h3 className="mcd-mcp-group-title">{props.title}</h3>
      {(resources.data ?? []).length === 0 ? (
        <NonIdealState title={kind === 'playbook' ? 'No playbooks found' : 'No views found'} />
      ) : (
        <ul className="mcd-mcp-subject-list">
          {[...(resources.data ?? [])]
            .sort((a, b) => (a.title || a.name).localeCompare(b.title || b.name))
            .map((r) => {
              const title = r.title || r.name;
              return (
                <li key={r.id} className="mcd-mcp-subject" aria-label={title}>
                  <span className="mcd-mcp-subject-name" title={title}>
                    {title}
                  </span>
                  {props.showEffective && (
                    <span className="mcd-mcp-effective">
                      Effective access:{' '}
                      <StatusTag
                        vocabulary={ACCESS_RESULT}
                        value={accessResult(allowed ? allowed.includes(r.id) : undefined)}
                        withIcon
                      />
                    </span>
                  )}
                  <DirectSwitch
                    label={`MCP access to ${title} for ${subject.name}`}
                    value={directOf(rules.data ?? [], subject.key, targetOf(r))}
                    disabled={Boolean(write.readOnly) || write.busy}
                    onChange={(value) =>
                      write.mutation.mutate({
                        subject: subject.key,
                        subjectType: subject.subjectType,
                        target: targetOf(r),
                        value,
                      })
                    }
                  />
                </li>
              );
            })}
        </ul>
      )}
    </section>
  );
}

export function McpSubjectsPage() {
  const orgId = useOrgId();
  const subjects = useQuery(subjectsQuery(orgId));
  const [selectedKey, setSelected] = useSearchParam('subject', { replace: true });
  const [search, setSearch] = useSearchParam('q', { replace: true });
  const [showEffective, setShowEffective] = useState(false);
  const write = useMcpWrite('Updated subject access');
  const all = mcpSubjects(subjects.data ?? []);
  const list = all.filter((s) => matchesSearch(search ?? '', s.name));
  const selected = all.find((s) => s.key === selectedKey) ?? null;
  return (
    <div className="mcd-mcp-page">
      <McpTabs current="subject-access" />
      <header className="mcd-mcp-intro">
        <h2 className="mcd-mcp-title">Subject access</h2>
      </header>
      <div className="mcd-mcp-split">
        <SubjectMenu
          className="mcd-mcp-picker"
          scrollClassName="mcd-mcp-scroll"
          search={search ?? ''}
          onSearch={(q) => setSearch(q || null)}
          read={subjects}
          empty={list.length === 0}
        >
          {list.map((s) => (
            <MenuItem
              key={s.key}
              text={s.name}
              label={s.group}
              active={s.key === selected?.key}
              aria-current={s.key === selected?.key ? 'true' : undefined}
              onClick={() => {
                setSelected(s.key);
                setShowEffective(false);
              }}
            />
          ))}
        </SubjectMenu>
        <section className="mcd-mcp-panel" aria-label="Subject access">
          {selected ? (
            <>
              <div className="mcd-mcp-toolbar">
                <h2 className="mcd-mcp-title">{selected.name}</h2>
                <Button
                  icon="shield"
                  text={showEffective ? 'Hide effective access' : 'Show effective access'}
                  onClick={() => setShowEffective(!showEffective)}
                />
              </div>
              {write.readOnly && <p className="bp6-text-muted">{write.readOnly}</p>}
              {KINDS.map(({ kind, title }) => (
                <ResourceGroup
                  key={kind}
                  subject={selected}
                  kind={kind}
                  title={title}
                  showEffective={showEffective}
                  write={write}
                />
              ))}
            </>
          ) : (
            <NonIdealState icon="person" title="Select a subject to inspect MCP resource access." />
          )}
        </section>
      </div>
    </div>
  );
}
