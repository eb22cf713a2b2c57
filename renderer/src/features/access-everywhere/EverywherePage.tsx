// /settings/permissions/everywhere (issue 35 item 3): what one person or group may do in every
// organisation the user keeps, side by side. The subject (an email, or a group, team or role name)
// is typed in a box written to the URL once it settles; each organisation is read on its own
// (the views' fan-out, useAcrossReads), so one that is stopped, signed out or refusing shows that
// in its own card and column while the others still show. Rows where the organisations disagree
// are highlighted; the kit's Export writes the table as shown.
import { Callout, Icon, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DetailPage } from '../../components/detail-page/DetailPage.tsx';
import { ResourceList } from '../../components/resource-list/ResourceList.tsx';
import { UrlSearchBox } from '../../components/search-box/UrlSearchBox.tsx';
import { useWindowTitle } from '../../lib/hooks/useWindowTitle.ts';
import { paths } from '../../lib/routing/paths.ts';
import type { Org } from '../../../../preload/contract/orgs.ts';
import {
  acrossState,
  type AcrossInput,
  type AcrossState,
} from '../../components/across/across-state.ts';
import { RefreshEveryOrgButton } from '../../components/across/RefreshEveryOrgButton.tsx';
import { acrossStatusNote } from '../../components/across/AcrossStatusTag.tsx';
import { OrgCard, OrgCards } from '../../components/across/OrgCard.tsx';
import { useAcrossReads } from '../../components/across/useAcrossReads.ts';
import { everywhereList, type EverywhereOrg } from './everywhere-list.tsx';
import {
  accessCounts,
  mergeAccess,
  type OrgAccess,
  subjectInputError,
  subjectLabel,
  type OrgAnswer,
} from './everywhere-model.ts';
import { orgAccessQuery } from './everywhere-reads.ts';
import './everywhere.css';

/** The subject's URL param. */
export const SUBJECT_PARAM = 'subject';
/** How long the subject box waits for typing to settle (spec 5-access §9: subject search). */
export const SUBJECT_DEBOUNCE_MS = 200;

const ABSENT = 'No such subject';
const note = (name: string, state: AcrossState) =>
  acrossStatusNote(name, state, { what: 'its permissions', absent: 'has no such subject' });

function SubjectPicker(props: {
  typed: string;
  error: string | null;
  label: string | null;
  onChange: (value: string) => void;
}) {
  const { typed, label } = props;
  const inputError = props.error;
  return (
    <div className="mcd-everywhere-picker">
      <UrlSearchBox
        value={typed}
        onChange={props.onChange}
        placeholder="Email or group name"
        debounceMs={SUBJECT_DEBOUNCE_MS}
        className="mcd-everywhere-input"
      />
      {inputError && (
        <span className="mcd-everywhere-input-error" role="alert">
          {inputError}
        </span>
      )}
      {label && (
        <span className="mcd-everywhere-subject" data-testid="everywhere-subject">
          <Icon icon="person" size={12} /> {label}
        </span>
      )}
    </div>
  );
}

/** A card per organisation: its state, and why it shows nothing when it cannot be read. */
function EverywhereCards({ entries }: { entries: readonly Entry[] }) {
  return (
    <OrgCards>
      {entries.map(({ org, state, input }) => (
        <OrgCard
          key={org.id}
          org={org}
          state={state}
          absent={ABSENT}
          testId={`everywhere-org-${org.id}`}
        >
          {note(org.name, state) && (
            <span className="mcd-across-org-note" role="status">
              {note(org.name, state)}
              {state.stale ? ' Showing its last answer.' : ''}
            </span>
          )}
          {input.read && <span className="mcd-across-org-note">{accessCounts(input.read)}</span>}
        </OrgCard>
      ))}
    </OrgCards>
  );
}

/** The list's definition: a column per organisation, made again only when they change. */
function useDefinition(columns: readonly EverywhereOrg[]) {
  const key = JSON.stringify(columns);
  return useMemo(() => everywhereList(JSON.parse(key) as EverywhereOrg[]), [key]);
}

type Entry = { org: Org; state: AcrossState; input: AcrossInput<OrgAccess> };

function AccessTable(props: { entries: readonly Entry[]; answers: readonly OrgAnswer[] }) {
  const { entries, answers } = props;
  const rows = mergeAccess(answers);
  const definition = useDefinition(
    entries.map(({ org, state }) => ({
      id: org.id,
      name: org.name,
      colour: org.colour,
      status: state.status,
    })),
  );
  const differing = rows.filter((row) => row.differs).length;
  const waiting = entries.some((e) => e.state.status === 'loading');
  const anyData = answers.some((a) => a.access !== undefined);
  return (
    <ResourceList
      definition={definition}
      rows={waiting && !anyData ? undefined : rows}
      above={
        <>
          <EverywhereCards entries={entries} />
          {differing > 0 && (
            <Callout compact intent="warning" icon="changes" className="mcd-everywhere-summary">
              {differing === 1 ? '1 row differs' : `${differing} rows differ`} between organisations
              (highlighted).
            </Callout>
          )}
        </>
      }
    />
  );
}

export function EverywherePage() {
  const [params, setParams] = useSearchParams();
  const typed = params.get(SUBJECT_PARAM) ?? '';
  const inputError = subjectInputError(typed);
  const who = inputError ? '' : typed.trim();
  const across = useAcrossReads((orgId, enabled) => orgAccessQuery(orgId, who, enabled));
  useWindowTitle(who ? `Permissions - Everywhere - ${who}` : 'Permissions - Everywhere');
  const entries = across.orgs.map((org, i) => {
    const input = across.inputOf(i);
    return { org, input, state: acrossState(input) };
  });
  const answers = entries.map(({ org, input, state }) => ({
    orgId: org.id,
    // An organisation without the subject answered "nothing"; one with an error has no answer.
    access: state.status === 'absent' ? null : input.read === null ? undefined : input.read,
  }));
  const label =
    subjectLabel(answers) ??
    (answers.some((a) => a.access) ? `${who} (catalog access only)` : null);
  const setSubject = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value.trim()) next.set(SUBJECT_PARAM, value.trim());
        else next.delete(SUBJECT_PARAM);
        return next;
      },
      { replace: true },
    );

  let body;
  if (across.orgsQuery.isError)
    body = <NonIdealState icon="error" title="Could not load the organisations" />;
  else if (across.orgsQuery.isPending) body = <Spinner size={30} />;
  else if (!who)
    body = (
      <NonIdealState
        icon="search"
        title="Whose access?"
        description="Enter an email address or a group, team or role name to compare what it may do in every organisation."
      />
    );
  else body = <AccessTable entries={entries} answers={answers} />;

  return (
    <DetailPage
      kind="access-everywhere"
      label="Everywhere"
      crumbs={[{ text: 'Permissions', to: paths.settings.permissions() }, { text: 'Everywhere' }]}
      actions={<RefreshEveryOrgButton across={across} disabled={!who} />}
    >
      <SubjectPicker typed={typed} error={inputError} label={label} onChange={setSubject} />
      {body}
    </DetailPage>
  );
}
