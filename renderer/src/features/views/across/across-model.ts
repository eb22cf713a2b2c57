// A view across organisations (issue 34 item 5), as a pure model: each organisation's read of the
// view (same namespace and name) becomes its state (live, offline with its kept data, signed out,
// forbidden, error, or without the view); the tables merge into one list whose rows carry their
// organisation; number and gauge panels line up side by side, one per organisation.
import type {
  PanelResult,
  ViewMetadata,
  ViewRow,
  ViewVariable,
} from '../../../api/services/views.types.ts';
import type { AcrossInput as Input } from '../../../components/across/across-state.ts';

export {
  acrossState,
  type AcrossState,
  type AcrossStatus,
} from '../../../components/across/across-state.ts';

/** One organisation's copy of the view: its result and the first page of its rows. */
export interface AcrossRead {
  id: string;
  view: ViewMetadata;
  rows: ViewRow[];
  total: number;
}

/** What the page knows of one organisation's copy of the view. */
export type AcrossInput = Input<AcrossRead>;

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

type OptionItem = { label: string; value: string };
const itemsOf = (variable: ViewVariable): OptionItem[] =>
  variable.optionItems?.length
    ? variable.optionItems
    : (variable.options ?? []).map((value) => ({ label: value, value }));

/**
 * The variables of every organisation's copy, merged by key in first-seen order: the first
 * definition (label, default) with the options of all, each value once. The choice made on the
 * page is sent to each organisation whose copy has that variable.
 */
export function acrossVariables(inputs: readonly AcrossInput[]): ViewVariable[] {
  const byKey = new Map<string, { variable: ViewVariable; items: Map<string, OptionItem> }>();
  for (const variable of inputs.flatMap((input) => input.read?.view.variables ?? [])) {
    const known = byKey.get(variable.key) ?? { variable, items: new Map<string, OptionItem>() };
    for (const item of itemsOf(variable))
      if (!known.items.has(item.value)) known.items.set(item.value, item);
    byKey.set(variable.key, known);
  }
  return [...byKey.values()].map(({ variable, items }) => ({
    ...variable,
    options: [...items.keys()],
    optionItems: [...items.values()],
  }));
}
