// The subject panel of one playbook or view (spec 5-access §2.8): 'Global permission' (a rule for
// `everyone`), then every subject with its switch and effective `mcp:run`, searched and sorted.
import { Button, FormGroup, HTMLSelect, SegmentedControl, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { subjectsQuery } from '../../../api/services/access-review.ts';
import {
  directOf,
  EVERYONE,
  MCP_RUN,
  mcpEffectiveQuery,
  mcpRulesQuery,
  type McpTarget,
} from '../../../api/services/mcp.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { UrlSearchBox } from '../../../components/search-box/UrlSearchBox.tsx';
import { useSearchParam } from '../../../lib/url-state/useSearchParam.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import { useMcpWrite } from '../hooks/useMcpWrite.ts';
import {
  directOfGlobal,
  GLOBAL_OPTIONS,
  globalOf,
  matchesSearch,
  mcpSubjects,
  SORT_OPTIONS,
  sortSubjects,
  type GlobalChoice,
  type SubjectSort,
} from '../mcp-model.ts';
import { SubjectRows } from './SubjectRows.tsx';

/** 'Global permission': the rule for `everyone` (Deny All, Custom = no rule, Allow all). */
function GlobalPermission(props: {
  value: GlobalChoice;
  disabled: boolean;
  onChange: (next: GlobalChoice) => void;
}) {
  return (
    <FormGroup label="Global permission" inline className="mcd-mcp-global">
      <div role="group" aria-label="Global permission">
        <SegmentedControl
          options={GLOBAL_OPTIONS}
          value={props.value}
          disabled={props.disabled}
          onValueChange={(next) => props.onChange(next as GlobalChoice)}
        />
      </div>
    </FormGroup>
  );
}

function SubjectToolbar(props: {
  search: string;
  onSearch: (q: string) => void;
  sort: SubjectSort;
  onSort: (sort: SubjectSort) => void;
  desc: boolean;
  onDir: (desc: boolean) => void;
}) {
  return (
    <div className="mcd-mcp-toolbar">
      <UrlSearchBox
        value={props.search}
        onChange={props.onSearch}
        placeholder="Search subjects..."
      />
      <HTMLSelect
        aria-label="Sort subjects"
        value={props.sort}
        options={SORT_OPTIONS}
        onChange={(e) => props.onSort(e.currentTarget.value as SubjectSort)}
      />
      <Button
        variant="minimal"
        icon={props.desc ? 'sort-desc' : 'sort-asc'}
        aria-label={props.desc ? 'Sort ascending' : 'Sort descending'}
        onClick={() => props.onDir(!props.desc)}
      />
    </div>
  );
}

/** The subjects, the settings rules for `mcp:run` and each subject's effective answer. */
function useResourceAccess(id: string, target: McpTarget) {
  const orgId = useOrgId();
  const subjects = useQuery(subjectsQuery(orgId));
  const rules = useQuery(mcpRulesQuery(orgId, MCP_RUN));
  const all = mcpSubjects(subjects.data ?? []);
  const keys = all.map((s) => s.key);
  const effective = useQuery(mcpEffectiveQuery(orgId, { [target.kind]: id }, MCP_RUN, keys));
  return { subjects, rules, all, effective };
}

export function ResourceSubjects(props: { id: string; title: string; target: McpTarget }) {
  const [search, setSearch] = useSearchParam('subjectSearch', { replace: true });
  const [sortParam, setSort] = useSearchParam('sort', { replace: true });
  const [dir, setDir] = useSearchParam('sortOrder', { replace: true });
  const sort: SubjectSort =
    SORT_OPTIONS.find((o) => o.value === sortParam)?.value ?? 'alphabetical';
  const { subjects, rules, all, effective } = useResourceAccess(props.id, props.target);
  const write = useMcpWrite('Updated permission');
  const ruleRows = rules.data ?? [];
  const valueOf = (key: string) => directOf(ruleRows, key, props.target);
  const global = globalOf(valueOf(EVERYONE.id));
  const shown = sortSubjects(
    all.filter((s) => matchesSearch(search ?? '', s.name)),
    (s) => valueOf(s.key),
    sort,
    dir === 'desc',
  );
  const failed = subjects.error ?? rules.error;
  return (
    <section className="mcd-mcp-panel" aria-label={`Subjects for ${props.title}`}>
      <h2 className="mcd-mcp-title">{props.title}</h2>
      {subjects.isPending || rules.isPending ? (
        <Spinner size={20} />
      ) : failed ? (
        <QueryError error={failed} what="subjects" />
      ) : (
        <>
          <GlobalPermission
            value={global}
            disabled={Boolean(write.readOnly) || write.busy}
            onChange={(next) =>
              write.mutation.mutate({
                subject: EVERYONE.id,
                subjectType: EVERYONE.type,
                target: props.target,
                value: directOfGlobal(next),
              })
            }
          />
          <SubjectToolbar
            search={search ?? ''}
            onSearch={(q) => setSearch(q || null)}
            sort={sort}
            onSort={(v) => setSort(v === 'alphabetical' ? null : v)}
            desc={dir === 'desc'}
            onDir={(desc) => setDir(desc ? 'desc' : null)}
          />
          {effective.isError && (
            <p className="bp6-text-muted">
              Failed to evaluate effective access. Showing unknown state.
            </p>
          )}
          <SubjectRows
            subjects={shown}
            grouped={false}
            what={`MCP access to ${props.title}`}
            valueOf={(s) => valueOf(s.key)}
            effective={(s) => effective.data?.[s.key]}
            onChange={(s, value) =>
              write.mutation.mutate({
                subject: s.key,
                subjectType: s.subjectType,
                target: props.target,
                value,
              })
            }
            readOnly={write.readOnly}
            busy={write.busy}
          />
        </>
      )}
    </section>
  );
}
