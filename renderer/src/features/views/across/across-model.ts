// A view across organisations (issue 34 item 5), as a pure model: each organisation's read of the
// view (same namespace and name) becomes its state (live, offline with its kept data, signed out,
// forbidden, error, or without the view); the tables merge into one list whose rows carry their
// organisation; number and gauge panels line up side by side, one per organisation.
import type { PanelResult, ViewMetadata, ViewRow } from '../../../api/services/views.types.ts';

/** One organisation's copy of the view: its result and the first page of its rows. */
export interface AcrossRead {
  id: string;
  view: ViewMetadata;
  rows: ViewRow[];
  total: number;
}

/** What the page knows of one organisation (R: what its read gives; a view by default). */
export interface AcrossInput<R = AcrossRead> {
  orgId: string;
  orgName: string;
  /** main's sign-in state (auth:status); null while unknown. */
  authState: string | null;
  /** The read: a result, null when the organisation has no such view, undefined before any. */
  read: R | null | undefined;
  /** When the read's data was fetched (ms; 0 when unknown). */
  dataAt: number;
  /** Where the data comes from: a read of this page, or the organisation's offline cache. */
  cached: boolean;
  error: { status?: number; message: string; network: boolean } | null;
  fetching: boolean;
}

export type AcrossStatus =
  'loading' | 'live' | 'offline' | 'signed-out' | 'forbidden' | 'error' | 'absent';

export interface AcrossState {
  status: AcrossStatus;
  /** Data is shown but not fresh (kept from before the failure, or the offline cache). */
  stale: boolean;
  reason: string | null;
}

export function acrossState(input: AcrossInput<unknown>): AcrossState {
  const hasData = Boolean(input.read);
  const { authState, error } = input;
  if (authState !== null && authState !== 'signed-in' && authState !== 'unreachable')
    return { status: 'signed-out', stale: hasData, reason: null };
  if (error?.network || (authState === 'unreachable' && !input.fetching && !input.read))
    return { status: 'offline', stale: hasData, reason: error?.message ?? null };
  if (error && error.status === 403 && !hasData)
    return { status: 'forbidden', stale: false, reason: error.message };
  if (error) return { status: 'error', stale: hasData, reason: error.message };
  if (input.read === null) return { status: 'absent', stale: false, reason: null };
  if (input.read === undefined) return { status: 'loading', stale: false, reason: null };
  return { status: 'live', stale: input.cached, reason: null };
}

/** The organisation column's key in a merged row (no view column starts with `__org`). */
export const ORG_KEY = '__org';
export type AcrossRow = ViewRow & { [ORG_KEY]: string };

/** Every organisation's rows in one list, in organisation order, each tagged with its org id. */
export function mergeRows(inputs: readonly AcrossInput[]): AcrossRow[] {
  return inputs.flatMap((input) =>
    (input.read?.rows ?? []).map((row) => ({ ...row, [ORG_KEY]: input.orgId })),
  );
}

/** The view as the table and titles use it: the first organisation's with data. */
export const leadView = (inputs: readonly AcrossInput[]): ViewMetadata | undefined =>
  inputs.find((input) => input.read)?.read?.view;

/** Panel types compared side by side: one value (or a few) per organisation. */
const SIDE_BY_SIDE = new Set(['number', 'gauge', 'duration']);

export interface PanelRow {
  name: string;
  type: string;
  /** One cell per organisation that has the view, in order: its panel, or null without one. */
  cells: { orgId: string; panel: PanelResult | null }[];
}

/** The number and gauge panels by name (first seen order), each with every organisation's copy. */
export function panelRows(inputs: readonly AcrossInput[]): PanelRow[] {
  const shown = inputs.filter((input) => input.read !== null);
  const names = new Map<string, string>();
  for (const input of shown)
    for (const panel of input.read?.view.panels ?? [])
      if (SIDE_BY_SIDE.has(panel.type) && !names.has(panel.name)) names.set(panel.name, panel.type);
  return [...names].map(([name, type]) => ({
    name,
    type,
    cells: shown.map((input) => ({
      orgId: input.orgId,
      panel: input.read?.view.panels?.find((p) => p.name === name && p.type === type) ?? null,
    })),
  }));
}
