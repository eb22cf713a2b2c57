// Wire shapes of views (spec 4-views §3 and §7): the ViewResult a run answers with, the metadata
// answer of `/dashboard` and `/view/metadata/{id}` (a ViewResult plus its id and its sections'
// results), the rows of a view's generated table, the sidebar summary and the catalog tab list.
// Rows never come with a ViewResult: the console reads them from `/db/view_{ns}_{name}`.
import { z } from 'zod';
import { opt, timestamps } from './wire-parts.ts';

export { viewSummarySchema, type ViewSummary } from './views-sidebar.ts';

/** `{namespace, name}` of another view (a section, a column's view link). */
export const viewRefSchema = z.looseObject({ namespace: z.string().nullish(), name: z.string() });
export type ViewRef = z.infer<typeof viewRefSchema>;

export const CARD_POSITIONS = [
  'title',
  'subtitle',
  'deck',
  'body',
  'footer',
  'headerRight',
] as const;

/** A table column of a view (spec 2.6). `type` stays open: a newer backend may add types. */
export const viewColumnSchema = z.looseObject({
  name: z.string(),
  type: z.string(),
  primaryKey: opt.bool,
  hidden: opt.bool,
  /** A weight (`2`) or pixels (`150px`). */
  width: z.union([z.string(), z.number()]).nullish(),
  ...opt.strings('description', 'unit', 'icon', 'cardPosition'),
  badge: z
    .looseObject({ color: z.looseObject({ auto: opt.bool, map: opt.stringMap }).nullish() })
    .nullish(),
  gauge: z
    .looseObject({
      min: z.union([z.string(), z.number()]).nullish(),
      max: z.union([z.string(), z.number()]).nullish(),
      unit: opt.str,
      precision: opt.num,
      thresholds: z.array(z.looseObject({ percent: z.number(), color: z.string() })).nullish(),
    })
    .nullish(),
  configItem: z.looseObject({ idField: opt.str }).nullish(),
  filter: z.looseObject({ type: opt.str }).nullish(),
  card: z.looseObject({ position: opt.str, useForAccent: opt.bool }).nullish(),
  url: z.unknown().optional(),
});
export type ViewColumn = z.infer<typeof viewColumnSchema>;

/** A panel's result (spec 2.5): its rows come from the panel's query; config sits under its type. */
export const panelResultSchema = z.looseObject({
  name: z.string(),
  type: z.string(),
  description: opt.str,
  rows: z.array(z.record(z.string(), z.unknown())).nullish(),
});
export type PanelResult = z.infer<typeof panelResultSchema>;

/** A variable (spec 2.8) with its options; `default` holds the value the server chose. */
export const viewVariableSchema = z.looseObject({
  key: z.string(),
  label: opt.str,
  default: opt.str,
  dependsOn: z.array(z.string()).nullish(),
  options: z.array(z.string()).nullish(),
  optionItems: z.array(z.looseObject({ label: z.string(), value: z.string() })).nullish(),
});
export type ViewVariable = z.infer<typeof viewVariableSchema>;

/** A section (spec 2.7): another view, or a native list (changes, configs) pre-filtered. */
export const viewSectionSchema = z.looseObject({
  title: z.string(),
  icon: opt.str,
  viewRef: viewRefSchema.nullish(),
  uiRef: z
    .looseObject({
      changes: opt.jsonMap,
      configs: opt.jsonMap,
      access: opt.jsonMap,
      accessLogs: opt.jsonMap,
    })
    .nullish(),
});
export type ViewSection = z.infer<typeof viewSectionSchema>;

export const viewResultSchema = z.looseObject({
  namespace: opt.str,
  name: z.string(),
  title: z.string().nullish(),
  icon: opt.str,
  refreshStatus: z.enum(['cache', 'fresh', 'error']).nullish(),
  refreshError: opt.str,
  responseSource: z.enum(['cache', 'fresh']).nullish(),
  lastRefreshedAt: opt.str,
  requestFingerprint: opt.str,
  columns: z.array(viewColumnSchema).nullish(),
  panels: z.array(panelResultSchema).nullish(),
  variables: z.array(viewVariableSchema).nullish(),
  columnOptions: z
    .record(
      z.string(),
      z.looseObject({
        list: z.array(z.string()).nullish(),
        labels: z.record(z.string(), z.array(z.string())).nullish(),
      }),
    )
    .nullish(),
  card: z.looseObject({ columns: opt.num, default: opt.bool }).nullish(),
  table: z.looseObject({ sort: opt.str, size: opt.num }).nullish(),
  sections: z.array(viewSectionSchema).nullish(),
});
export type ViewResult = z.infer<typeof viewResultSchema>;

/** `/dashboard` and `/view/metadata/{id}`: the result, its id, and each viewRef section's result
 * keyed `"{namespace}/{name}"` (a name-only key is accepted too). */
export const viewMetadataSchema = viewResultSchema.extend({
  id: z.string(),
  sectionResults: z.record(z.string(), viewResultSchema).nullish(),
});
export type ViewMetadata = z.infer<typeof viewMetadataSchema>;

/** A row of a view's generated table: its columns plus the reserved `__row__attributes`. */
export const viewRowSchema = z.looseObject({
  __row__attributes: z.record(z.string(), z.record(z.string(), z.unknown())).nullish(),
});
export type ViewRow = z.infer<typeof viewRowSchema>;

/** A row of the `views` table (`/settings/views`). */
export const viewDefinitionSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  namespace: opt.str,
  spec: z.record(z.string(), z.unknown()),
  source: opt.str,
  created_by: z.unknown().optional(),
  ...timestamps,
  deleted_at: opt.str,
});
