// The ViewResult wire shape (spec 4-views §3; mission-control api.ViewResult): title always,
// refresh state and source, fingerprint, columns with the two reserved ones, panels, variables
// with their options, filter options of multiselect columns, card/table display and sections.
// Rows are never part of it: clients read them from the view's table through /db.
import type { PGlite } from '@electric-sql/pglite';
import type { ViewRow } from './spec.ts';
import { columnOptions, RESERVED_COLUMNS } from './table.ts';
import type { VariableResult } from './variables.ts';

export interface RunOutcome {
  view: ViewRow;
  variables: VariableResult[];
  fp: string;
  table: string;
  panels: Record<string, unknown>[];
  refreshedAt: Date;
  status: 'cache' | 'fresh' | 'error';
  error?: string;
}

export async function viewResult(db: PGlite, o: RunOutcome): Promise<Record<string, unknown>> {
  const { spec } = o.view;
  const display = spec.display ?? {};
  const columns = spec.columns ?? [];
  const out: Record<string, unknown> = {
    ...(o.view.namespace ? { namespace: o.view.namespace } : {}),
    name: o.view.name,
    title: display.title ?? '',
    ...(display.icon ? { icon: display.icon } : {}),
    refreshStatus: o.status,
    ...(o.error ? { refreshError: o.error } : {}),
    responseSource: o.status === 'fresh' ? 'fresh' : 'cache',
    lastRefreshedAt: new Date(o.refreshedAt).toISOString(),
    requestFingerprint: o.fp,
  };
  if (columns.length > 0) {
    out.columns = [...columns, ...RESERVED_COLUMNS];
  }
  if (o.panels.length > 0) out.panels = o.panels;
  if (o.variables.length > 0) out.variables = o.variables;
  if (columns.length > 0) {
    const options = await columnOptions(db, o.table, columns);
    if (options) out.columnOptions = options;
  }
  if (display.card) out.card = display.card;
  if (display.table) out.table = display.table;
  if (spec.sections?.length) out.sections = spec.sections;
  return out;
}
