// Wire shapes of the playbook calls (reference §4.9): runnable playbooks on a resource (P7), a
// playbook's parameters (P8), the run answer (P6), and the rows the resource pickers of the run
// form read through PostgREST (teams, people, components, configs, checks). Schemas are loose:
// unknown fields pass through and optional ones may be null.
import { z } from 'zod';
import { opt, ref } from './wire-parts.ts';

/**
 * `PlaybookParameter`. `properties` stays an open record: its keys depend on the type (options,
 * language, filter, min, max, regex, format…) and the form reads them defensively, so one odd
 * property never rejects the whole parameter list.
 */
export const playbookParameterSchema = z.looseObject({
  name: z.string(),
  ...opt.strings('label', 'type', 'default', 'description', 'icon'),
  required: opt.bool,
  properties: opt.jsonMap,
});
export type PlaybookParameter = z.infer<typeof playbookParameterSchema>;

export const runnablePlaybookSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  ...opt.strings('title', 'icon', 'description'),
});
export type RunnablePlaybook = z.infer<typeof runnablePlaybookSchema>;

export const paramsResponseSchema = z.object({
  params: playbookParameterSchema.array().nullish(),
});

export const runResponseSchema = z.looseObject({ run_id: z.string() });

/** The resource a playbook runs on; P6/P7/P8 take at most one of these ids. */
export type PlaybookResourceKind = 'check' | 'config' | 'component';
export interface PlaybookResource {
  kind: PlaybookResourceKind;
  id: string;
}

export interface RunPlaybookInput {
  playbookId: string;
  resource?: PlaybookResource;
  params: Record<string, string>;
}

/** Parameter types whose value is the id of a row picked from the backend. */
export const PICKER_KINDS = ['team', 'people', 'component', 'config', 'check'] as const;
export type PickerKind = (typeof PICKER_KINDS)[number];

/**
 * Narrowing for a picker (from `properties.filter`): alternatives OR-ed together, each a set of
 * column → accepted values AND-ed together. Values with `*` match as a glob (ilike).
 */
export type PickerFilter = Record<string, string[]>[];

export const pickerRowSchema = ref('name', 'type', 'namespace', 'email', 'config_class');
export type PickerRow = z.infer<typeof pickerRowSchema>;
