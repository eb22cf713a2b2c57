// The shape of a view definition (`views.spec`, spec 4-views §3) as far as the Sandbox's view
// runner reads it, and the errors the runner answers with (duty's `{error}` with a status).

/** A resource selector in the Sandbox's dialect (queries.ts). */
export interface Selector {
  types?: string[] | string;
  search?: string;
  tagSelector?: string;
  labelSelector?: string;
  name?: string;
  namespace?: string;
  health?: string;
  status?: string;
  limit?: number;
}

export interface QueryDef {
  configs?: Selector;
  changes?: Selector;
  sql?: { query?: string; connection?: string };
  prometheus?: unknown;
  http?: unknown;
  viewTableSelector?: unknown;
}

export interface ColumnDef {
  name: string;
  type: string;
  primaryKey?: boolean;
  hidden?: boolean;
  icon?: string;
  url?: { config?: string; view?: { namespace?: string; name?: string }; template?: string };
  gauge?: { max?: string; min?: string };
  configItem?: { idField?: string };
  filter?: { type?: string };
  [key: string]: unknown;
}

export interface PanelDef {
  name: string;
  type: string;
  query?: string;
  description?: string;
  [key: string]: unknown;
}

export interface VariableDef {
  key: string;
  label?: string;
  values?: string[];
  valueFrom?: { config?: Selector; label?: string; value?: string };
  default?: string;
  dependsOn?: string[];
}

export interface SectionDef {
  title: string;
  icon?: string;
  viewRef?: { namespace: string; name: string };
  uiRef?: Record<string, unknown>;
}

export interface ViewSpec {
  description?: string;
  display?: {
    title?: string;
    icon?: string;
    ordinal?: number;
    sidebar?: boolean;
    card?: { columns?: number; default?: boolean };
    table?: { sort?: string; size?: number };
    plugins?: { configTab?: unknown; variables?: Record<string, string> }[];
  };
  queries?: Record<string, QueryDef>;
  merge?: string;
  mapping?: Record<string, string>;
  columns?: ColumnDef[];
  panels?: PanelDef[];
  cache?: { maxAge?: string; minAge?: string; refreshTimeout?: string };
  templating?: VariableDef[];
  sections?: SectionDef[];
}

export interface ViewRow {
  id: string;
  name: string;
  namespace: string | null;
  spec: ViewSpec;
}

/** A failure with the HTTP status the route answers it with. */
export class ViewError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `15m`, `10s`, `1h30m`, `500ms` → milliseconds; `fallback` when absent or unreadable. */
export function durationMs(text: string | undefined, fallback: number): number {
  if (!text) return fallback;
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text.trim()) return fallback;
  return parts.reduce((sum, p) => sum + Number(p[1]) * (UNITS[p[2] ?? 's'] ?? 0), 0);
}

/** Default cache settings (spec §9): max age 15m, min age 10s, refresh timeout 5s. */
export const CACHE_DEFAULTS = { maxAge: 15 * 60_000, minAge: 10_000, refreshTimeout: 5_000 };
