// One configuration across organisations side by side (issue 36 item 4): the left side's config
// in its organisation, then a column per organisation in `across`, each that organisation's copy
// (same id, else same name and type, narrowed by namespace/cluster tags; catalog-across.ts in
// api/services). Its fields are rows of the kit's table (virtualised past 200 rows; on a narrow
// window the later organisations give way to its column chooser); a field that differs in any
// column is marked, and "Only differences" hides the rest. A column that cannot be compared (offline, signed out, forbidden, no such config, an
// ambiguous name, a failed read) says so in its own column; the others still compare.
import { Switch } from '@blueprintjs/core';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import type { Column } from '../../../components/data-table/column.ts';
import { FilterControl } from '../../../components/filter-bar/FilterBar.tsx';
import type { ResourceFilter } from '../../../components/resource-list/resource-definition.ts';
import { decodeValueList } from '../../../lib/url-state/filter-codec.ts';
import type { UseQueryOptions } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import type { ConfigDetail } from '../../../api/services/catalog-item.types.ts';
import {
  acrossState,
  type AcrossState,
  type AcrossStatus,
} from '../../../components/across/across-state.ts';
import { useAcrossReads } from '../../../components/across/useAcrossReads.ts';
import {
  AcrossStatusTag,
  acrossStatusLabel,
  acrossStatusNote,
} from '../../../components/across/AcrossStatusTag.tsx';
import '../../../components/across/across-cards.css';
import { paths } from '../../../lib/routing/paths.ts';
import {
  MAX_ACROSS,
  acrossDiff,
  referenceColumn,
  type AcrossRow,
  type ColumnDocument,
} from './across-model.ts';
import {
  configInOrgQuery,
  identityOf,
  identityText,
} from '../../../api/services/catalog-across.ts';
import { compareConfigQuery } from '../../../api/services/catalog-compare.ts';
import type { CompareSide } from './compare-model.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { useOrgId } from '../../../session/org-context.tsx';

const ABSENT = 'Not found';
const SILENT = { silentErrors: true };
/** A column's read: the left config by id, or its copy in another organisation. */
type Read = UseQueryOptions<ConfigDetail | null>;

/** One column: its organisation, its state, its config when it has one, and why not. */
export interface AcrossColumn {
  orgId: string;
  org: Org | undefined;
  state: AcrossState;
  config: ConfigDetail | null;
  /** Why this column shows no config, in words. */
  note: string | null;
}

/** A column without a read of its own: its status, and its note unless it is loading. */
const unread = (orgId: string, org: Org | undefined, status: AcrossStatus, note: string) => ({
  orgId,
  org,
  state: { status, stale: false, reason: null },
  config: null,
  note: status === 'loading' ? null : note,
});

/**
 * The left side's column (its config by id in its own organisation, hidden or not), then a column
 * per organisation in `acrossIds`: its copy of the left config, once that is read.
 */
function useColumns(left: CompareSide, acrossIds: readonly string[]) {
  const leftRead = { ...compareConfigQuery(left.orgId, left.id), retry: false, meta: SILENT };
  // Read by this page's own query below, which renders again when it comes.
  const leftConfig = appQueryClient.getQueryData(leftRead.queryKey);
  const identity = leftConfig ? identityOf(leftConfig) : null;
  const across = useAcrossReads(
    (orgId, enabled) =>
      (orgId === left.orgId
        ? { ...leftRead, enabled }
        : configInOrgQuery(orgId, identity, enabled && acrossIds.includes(orgId))) as Read,
    left.orgId,
  );
  const known = Boolean(across.orgsQuery.data);
  const columnOf = (orgId: string, leftState: AcrossState | null): AcrossColumn => {
    const i = across.orgs.findIndex((org) => org.id === orgId);
    if (i < 0) {
      const note = `No organisation "${orgId}" is kept in this app.`;
      return unread(orgId, undefined, known ? 'error' : 'loading', note);
    }
    const [input, org] = [across.inputOf(i), across.orgs[i]];
    // Until the left config is read there is nothing to look for: its columns wait with it.
    if (!identity && leftState) {
      const note = 'Nothing to look for: the chosen config could not be read.';
      return unread(orgId, org, leftState.status === 'loading' ? 'loading' : 'absent', note);
    }
    const state = acrossState(input);
    const config = state.status === 'live' || state.stale ? (input.read ?? null) : null;
    // Why it shows no config, in words: the kit's sentence, or that it has no such config.
    const note =
      !leftState && state.status === 'absent'
        ? `The chosen config does not exist in ${input.orgName}.`
        : acrossStatusNote(input.orgName, state, {
            what: 'this config',
            absent: identity ? `has no config ${identityText(identity)}` : undefined,
          });
    return { orgId, org, state, config, note };
  };
  const first = columnOf(left.orgId, null);
  const rest = acrossIds.map((orgId) => columnOf(orgId, first.state));
  return { columns: [first, ...rest], orgs: across.orgs };
}

/** A config's name, its whole text on hover: a link to it when it is the current organisation's. */
export function ConfigName(props: { config: ConfigDetail; orgId: string; className: string }) {
  const text = props.config.name || props.config.id;
  return props.orgId === useOrgId() ? (
    <Link to={paths.catalogItem(props.config.id)} className={props.className} title={text}>
      {text}
    </Link>
  ) : (
    <span className={props.className} title={text}>
      {text}
    </span>
  );
}

/** An organisation's column head: its name and state, its config, and why it has none. */
function ColumnHead({ column }: { column: AcrossColumn }) {
  const { state, config, org } = column;
  const name = org?.name ?? column.orgId;
  return (
    <div
      className="mcd-across-col"
      style={{ borderTopColor: org?.colour }}
      aria-label={`${name}: ${acrossStatusLabel(state.status, ABSENT)}`}
      data-status={state.status}
    >
      <span className="mcd-across-org-head">
        <span className="mcd-across-org-name" title={name}>
          {name}
        </span>
        <AcrossStatusTag status={state.status} absent={ABSENT} />
      </span>
      {config && (
        <ConfigName config={config} orgId={column.orgId} className="mcd-across-col-config" />
      )}
      {column.note && (
        <span className="mcd-across-col-note" role="status" title={column.note}>
          {column.note}
          {state.stale ? ' Showing its last answer.' : ''}
        </span>
      )}
    </div>
  );
}

/** The value of one cell (or 'absent'): a long one is cut with an ellipsis, its full text on hover. */
function Cell(props: { value: string | undefined; compared: boolean; changed: boolean }) {
  if (!props.compared) return <span className="mcd-across-cell-none" />;
  const absent = props.value === undefined;
  return (
    <span
      className={absent ? 'mcd-across-cell mcd-across-cell-absent' : 'mcd-across-cell'}
      title={props.value}
      data-changed={props.changed}
    >
      {props.value ?? 'absent'}
    </span>
  );
}

/**
 * The field's path, then a column per organisation. The first two always show; on a narrow
 * window the others give way to the column chooser rather than the table scrolling sideways.
 */
function acrossColumns(
  columns: readonly AcrossColumn[],
  documents: readonly ColumnDocument[],
): Column<AcrossRow>[] {
  const ref = referenceColumn(documents);
  const path: Column<AcrossRow> = {
    id: 'path',
    header: 'Field',
    minWidth: 180,
    // Cut at its start, not its end: the end is what tells fields apart.
    cell: (row) => (
      <span className="mcd-ellipsis mcd-across-path" dir="rtl">
        <bdi>{row.path}</bdi>
      </span>
    ),
  };
  return [
    path,
    ...columns.map((column, i): Column<AcrossRow> => ({
      id: `org:${column.orgId}`,
      header: column.org?.name ?? column.orgId,
      head: <ColumnHead column={column} />,
      minWidth: 110,
      priority: i < 2 ? 1 : 2,
      cell: (row) => (
        <Cell
          value={row.values[i]}
          compared={documents[i] !== null}
          changed={row.differs && i !== ref && row.values[i] !== row.values[ref]}
        />
      ),
    })),
  ];
}

/** The organisations to compare with, as the kit's toggle buttons (in the URL's `across`). */
const WITH: ResourceFilter = { param: 'across', label: 'With', kind: 'multiSelect', buttons: true };

/**
 * The organisations compared, each a button pressed while it is (every kept one but the left
 * side's, and any id of the URL this app does not keep; only those pressed once MAX_ACROSS are),
 * then "Only differences".
 */
function AcrossBar(props: {
  orgs: readonly Org[];
  left: CompareSide;
  acrossIds: readonly string[];
  setAcross: (ids: string[]) => void;
  onlyDifferences: boolean;
  setOnlyDifferences: (only: boolean) => void;
}) {
  const { orgs, acrossIds } = props;
  const full = acrossIds.length + 1 >= MAX_ACROSS;
  const kept = orgs.filter((org) => !org.hidden && org.id !== props.left.orgId);
  const unkept = acrossIds.filter((id) => !kept.some((org) => org.id === id));
  const options = [
    ...kept.map((org) => ({ value: org.id, label: org.name })),
    ...unkept.map((id) => ({ value: id, label: orgs.find((org) => org.id === id)?.name ?? id })),
  ].filter((option) => !full || acrossIds.includes(option.value));
  return (
    <div className="mcd-across-bar">
      <FilterControl
        filter={WITH}
        value={acrossIds.join(',')}
        options={options}
        onChange={(value) => props.setAcross(decodeValueList(value))}
      />
      {full && <span className="mcd-compare-muted">At most {MAX_ACROSS} organisations</span>}
      {options.length === 0 && <span className="mcd-compare-muted">No other organisation</span>}
      <span className="mcd-compare-spacer" />
      <Switch
        className="mcd-across-only"
        label="Only differences"
        checked={props.onlyDifferences}
        onChange={(event) => props.setOnlyDifferences(event.currentTarget.checked)}
      />
    </div>
  );
}

function summaryText(columns: number, compared: number, differing: number, fields: number) {
  const head = `Compared in ${compared} of ${columns} organisations`;
  if (compared < 2) return head;
  if (differing === 0) return `${head} · no field differs`;
  return `${head} · ${differing} of ${fields} ${differing === 1 ? 'field differs' : 'fields differ'}`;
}

/** The fields across organisations, below the page's card of the config compared. */
export function CompareAcross(props: {
  left: CompareSide;
  acrossIds: readonly string[];
  onlyDifferences: boolean;
  setOnlyDifferences: (only: boolean) => void;
  setAcross: (ids: string[]) => void;
}) {
  const { columns, orgs } = useColumns(props.left, props.acrossIds);
  const documents: ColumnDocument[] = columns.map((column) =>
    column.config ? { body: column.config.config } : null,
  );
  const rows = acrossDiff(documents);
  const differing = rows.filter((row) => row.differs).length;
  const shown = props.onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const compared = documents.filter((doc) => doc !== null).length;
  const loading = columns.some((column) => column.state.status === 'loading');
  return (
    <section className="mcd-across" aria-label="Across organisations">
      <AcrossBar {...props} orgs={orgs} />
      <div className="mcd-across-summary" role="status" aria-label="Compare summary">
        {loading
          ? 'Reading the config in each organisation…'
          : summaryText(columns.length, compared, differing, rows.length)}
      </div>
      <DataTable
        aria-label="Fields by organisation"
        columns={acrossColumns(columns, documents)}
        rows={shown}
        getRowId={(row) => row.path}
        rowClassName={(row) => (row.differs ? 'mcd-across-differs' : undefined)}
        loading={loading && rows.length === 0}
        // Only the differences, and none: the column heads still say how each organisation read.
        emptyText={
          compared > 1 && rows.length > 0
            ? 'No field differs: every organisation compared holds this config with the same fields'
            : 'No field to compare'
        }
        pagination="none"
        maxHeight="calc(100vh - 300px)"
      />
    </section>
  );
}
