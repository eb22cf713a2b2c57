// `/views/across/{namespace}/{name}` (issue 34 item 5): one view in every organisation that has it
// (same namespace and name), at once. A card per organisation says its state and freshness ('Last
// refreshed' of its copy; the age of kept data when it cannot be read); its number, gauge and
// duration panels stand side by side, one per organisation; its table is one list with an
// Organisation column. An organisation that is stopped, signed out or refusing shows that in its
// place, with its last data (of this page, else its offline cache) when there is some, and never
// holds back the others.
import { Callout, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { acrossStatusLabel } from '../../../components/across/AcrossStatusTag.tsx';
import { OrgCard, OrgCards, OrgNote, keptNote } from '../../../components/across/OrgCard.tsx';
import { RefreshEveryOrgButton } from '../../../components/across/RefreshEveryOrgButton.tsx';
import { DetailPage } from '../../../components/detail-page/DetailPage.tsx';
import { FORBIDDEN_TEXT } from '../../../components/query-error/QueryError.tsx';
import { ResourceList } from '../../../components/resource-list/ResourceList.tsx';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { useWindowTitle } from '../../../lib/hooks/useWindowTitle.ts';
import { clockTime } from '../../../session/offline/format-age.ts';
import { Panel } from '../panels/PanelGrid.tsx';
import { ViewState, viewLoading } from '../components/ViewScreen.tsx';
import { ViewVariables } from '../components/ViewVariables.tsx';
import {
  chosenVariables,
  variableSearch,
  withVariable,
  type VariableValues,
} from '../view-params.ts';
import { blueprintIconOf } from '../view-nav.ts';
import { shownColumns } from '../view-table.tsx';
import { acrossVariables, leadView, mergeRows, panelRows } from './across-model.ts';
import { acrossList, orgInfo, type AcrossOrgInfo } from './across-list.tsx';
import { useAcross, type AcrossOrg } from './useAcross.ts';
import '../views.css';
import './across.css';

const ABSENT = 'No such view';

function AcrossOrgCard({ entry, now }: { entry: AcrossOrg; now: number }) {
  const { org, input, state } = entry;
  const refreshed = input.read?.view.lastRefreshedAt;
  const from = input.cached ? 'its offline cache: ' : 'its last answer: ';
  const kept = input.read ? { from, at: input.dataAt } : null;
  const note = keptNote(org.name, state, { what: 'this view' }, kept, now);
  return (
    <OrgCard org={org} state={state} absent={ABSENT} testId={`across-org-${org.id}`}>
      {refreshed && (
        <span className="mcd-view-refreshed">
          Last refreshed: <RelativeTime value={refreshed} />
        </span>
      )}
      <OrgNote live>{note}</OrgNote>
    </OrgCard>
  );
}

/** Each number, gauge or duration panel, one per organisation side by side. */
function PanelRows({ entries, now }: { entries: readonly AcrossOrg[]; now: number }) {
  const byId = new Map(entries.map((entry) => [entry.org.id, entry]));
  const rows = panelRows(entries.map((entry) => entry.input));
  return rows.map((row) => (
    <section key={`${row.type}-${row.name}`} className="mcd-across-panels" aria-label={row.name}>
      <h3>{row.name}</h3>
      <div className="mc-panel-grid">
        {row.cells.map(({ orgId, panel }) => {
          const entry = byId.get(orgId);
          const name = entry?.org.name ?? orgId;
          // Kept data says how old it is beside its organisation's name.
          const title = entry?.state.stale
            ? `${name} · as of ${clockTime(entry.input.dataAt, now)}`
            : name;
          // Titled by its organisation; each value keeps the panel's name as its label.
          const rows = panel?.rows?.map((value) => ({ label: row.name, ...value }));
          if (panel) return <Panel key={orgId} panel={{ ...panel, name: title, rows }} />;
          const status = entry?.state.status ?? 'loading';
          return (
            <section key={orgId} className="mc-panel mcd-across-missing" aria-label={name}>
              <header>
                <h3>{name}</h3>
              </header>
              <div className="mc-panel-body">
                {status === 'loading' ? <Spinner size={20} /> : acrossStatusLabel(status, ABSENT)}
              </div>
            </section>
          );
        })}
      </div>
    </section>
  ));
}

function AcrossTable({ entries }: { entries: readonly AcrossOrg[] }) {
  const inputs = entries.map((entry) => entry.input);
  const view = leadView(inputs);
  const rows = mergeRows(inputs);
  // The definition changes only with the organisations' names, colours and staleness.
  const orgsKey = JSON.stringify(entries.map(orgInfo));
  const definition = useMemo(
    () => view && acrossList(view, JSON.parse(orgsKey) as AcrossOrgInfo[]),
    [view, orgsKey],
  );
  if (!view || !definition || shownColumns(view).length === 0) return null;
  const waiting = entries.some((entry) => entry.state.status === 'loading');
  return <ResourceList definition={definition} rows={waiting && !rows.length ? undefined : rows} />;
}

/** One bar for the variables of every copy; a choice goes to each organisation whose copy has it. */
function AcrossVariables({ entries }: { entries: readonly AcrossOrg[] }) {
  const [search, setSearch] = useSearchParams();
  const variables = acrossVariables(entries.map((entry) => entry.input));
  return (
    <ViewVariables
      variables={variables}
      values={chosenVariables(search)}
      onChange={(key, value) =>
        setSearch((prev) => withVariable(prev, key, value), { replace: true })
      }
    />
  );
}

export function AcrossPage() {
  const { namespace = '', name = '' } = useParams();
  const [search] = useSearchParams();
  const chosenKey = JSON.stringify(chosenVariables(search));
  const chosen = useMemo(() => JSON.parse(chosenKey) as VariableValues, [chosenKey]);
  const across = useAcross(namespace, name, chosen);
  const now = useNow(15_000).getTime();
  const shown = across.entries.filter((entry) => entry.state.status !== 'absent');
  const absent = across.entries.filter((entry) => entry.state.status === 'absent');
  const view = leadView(shown.map((entry) => entry.input));
  const title = view ? view.title || view.name : `${namespace}/${name}`;
  useWindowTitle(`${title} — all organisations`);
  const settled = across.entries.length > 0 && shown.every((e) => e.state.status !== 'loading');
  if (across.orgsQuery.isError)
    return (
      <ViewState crumb="View Error">
        <NonIdealState icon="error" title="Could not load the organisations" />
      </ViewState>
    );
  if (across.orgsQuery.isPending) return viewLoading();
  if (settled && shown.length > 0 && shown.every((e) => e.state.status === 'forbidden'))
    return (
      <ViewState crumb="View">
        <NonIdealState icon="lock" title={FORBIDDEN_TEXT} />
      </ViewState>
    );
  if (settled && shown.length === 0)
    return (
      <ViewState crumb="View Not Found">
        <NonIdealState icon="search" title={`View not found: ${namespace}/${name}`} />
      </ViewState>
    );
  return (
    <DetailPage
      kind="view-across"
      label={title}
      crumbs={[
        { text: 'Views' },
        {
          text: title,
          to: `/view/${encodeURIComponent(namespace)}/${encodeURIComponent(name)}${variableSearch(search)}`,
          icon: (
            <TypeIcon
              className="mcd-view-crumb-icon"
              name={view?.icon || 'workflow'}
              fallback={blueprintIconOf(view?.icon)}
            />
          ),
        },
        { text: 'All organisations' },
      ]}
      actions={<RefreshEveryOrgButton across={across} />}
    >
      <OrgCards>
        {shown.map((entry) => (
          <AcrossOrgCard key={entry.org.id} entry={entry} now={now} />
        ))}
      </OrgCards>
      {absent.length > 0 && (
        <Callout compact icon="info-sign" className="mcd-across-absent">
          Not in {absent.map((entry) => entry.org.name).join(', ')}.
        </Callout>
      )}
      <AcrossVariables entries={shown} />
      <div className="mcd-view-body" aria-busy={!settled}>
        <PanelRows entries={shown} now={now} />
        <AcrossTable entries={shown} />
      </div>
    </DetailPage>
  );
}
