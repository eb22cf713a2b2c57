// Playbook parameters as the run form sees them (spec 1 §3, §5): each wire parameter becomes a
// field spec of one type family (code, checkbox, list, picker, text) with its properties read
// defensively, plus the form's initial values. Pure: no React, no fetching.
import type {
  PickerFilter,
  PickerKind,
  PlaybookParameter,
} from '../../api/services/playbooks.types.ts';
import { PICKER_KINDS } from '../../api/services/playbooks.types.ts';
import type { CodeLanguage } from '../code-editor/code-format.ts';
import { configsFilter, type ConfigsSelector } from './configs-param.ts';

/** Text formats with their own control; any other format is used as an HTML input type. */
export type TextFormat = 'bytes' | 'millicores' | 'dns1123' | (string & {});

export interface ListOption {
  label: string;
  value: string;
}

interface BaseSpec {
  name: string;
  label: string;
  description: string | undefined;
  required: boolean;
  default: string | undefined;
}

export type ParamSpec = BaseSpec &
  (
    | { family: 'checkbox' }
    | { family: 'list'; options: ListOption[] }
    | {
        family: 'code';
        /** yaml or json: parsed, and applied only when valid; null: free text (e.g. markdown). */
        language: CodeLanguage | null;
        languageName: string;
        size: 'very-small' | 'small' | 'medium' | 'large';
      }
    | { family: 'picker'; kind: PickerKind; filter: PickerFilter }
    /** Catalog items found by a search (spec 4 §2.13), `properties.filter` narrowing it. */
    | { family: 'configs'; filters: ConfigsSelector[] }
    | {
        family: 'text';
        format: TextFormat | undefined;
        multiline: boolean;
        minLength: number | undefined;
        maxLength: number | undefined;
        /** Numbers for numeric formats; text (dates, quantities such as 1Gi) otherwise. */
        min: string | undefined;
        max: string | undefined;
        regex: string | undefined;
      }
  );

function str(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function nonNegativeInt(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

function bool(value: unknown): boolean {
  return value === true || value === 'true';
}

/** Options of a `list` parameter: `[{label, value}]`, or plain strings. */
export function listOptions(properties: Record<string, unknown>): ListOption[] {
  const options = properties.options;
  if (!Array.isArray(options)) return [];
  return options.flatMap((o: unknown): ListOption[] => {
    if (typeof o === 'string') return [{ label: o, value: o }];
    if (typeof o !== 'object' || o === null) return [];
    const item = o as { label?: unknown; value?: unknown };
    const value = str(item.value);
    if (value === undefined) return [];
    return [{ value, label: str(item.label) ?? value }];
  });
}

/**
 * `properties.filter` of a picker: one object or a list of alternatives, each mapping a column to
 * a value or a list of values. `types` is accepted for `type`, `class` for `config_class`.
 */
export function pickerFilter(raw: unknown): PickerFilter {
  const alternatives = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  return alternatives.flatMap((alt: unknown) => {
    if (typeof alt !== 'object' || alt === null || Array.isArray(alt)) return [];
    const group: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(alt as Record<string, unknown>)) {
      const column = key === 'types' ? 'type' : key === 'class' ? 'config_class' : key;
      const values = (Array.isArray(value) ? value : [value]).flatMap((v: unknown) => {
        const s = str(v);
        return s === undefined ? [] : [s];
      });
      if (values.length) group[column] = [...(group[column] ?? []), ...values];
    }
    return Object.keys(group).length ? [group] : [];
  });
}

function codeLanguage(raw: string | undefined): CodeLanguage | null {
  const lang = raw?.toLowerCase();
  if (lang === undefined || lang === 'yaml' || lang === 'yml') return 'yaml';
  if (lang === 'json') return 'json';
  return null;
}

const CODE_SIZES = ['very-small', 'small', 'medium', 'large'] as const;

/** The field spec of one wire parameter. Unknown types fall back to a text field. */
export function toParamSpec(param: PlaybookParameter): ParamSpec {
  const props = param.properties ?? {};
  const base: BaseSpec = {
    name: param.name,
    label: str(param.label) ?? param.name,
    description: str(param.description),
    required: param.required === true,
    default: param.default ?? undefined,
  };
  const type = param.type?.toLowerCase() ?? 'text';
  if (type === 'checkbox') return { ...base, family: 'checkbox' };
  if (type === 'list') return { ...base, family: 'list', options: listOptions(props) };
  if (type === 'configs')
    return { ...base, family: 'configs', filters: configsFilter(props.filter) };
  if (type === 'code') {
    const languageName = str(props.language) ?? 'yaml';
    const size = CODE_SIZES.find((s) => s === props.size) ?? 'small';
    return { ...base, family: 'code', language: codeLanguage(languageName), languageName, size };
  }
  const kind = PICKER_KINDS.find((k) => k === type);
  if (kind) return { ...base, family: 'picker', kind, filter: pickerFilter(props.filter) };
  return {
    ...base,
    family: 'text',
    // The reference also lists `bytes` and `millicores` as types of their own.
    format: type === 'bytes' || type === 'millicores' ? type : str(props.format)?.toLowerCase(),
    multiline: bool(props.multiline),
    minLength: nonNegativeInt(props.minLength),
    maxLength: nonNegativeInt(props.maxLength),
    min: str(props.min),
    max: str(props.max),
    regex: str(props.regex),
  };
}

/** Defaults from the server; a checkbox without one starts unchecked ('false'). */
export function initialParamValues(specs: readonly ParamSpec[]): Record<string, string> {
  return Object.fromEntries(
    specs.map((s) => [s.name, s.default ?? (s.family === 'checkbox' ? 'false' : '')]),
  );
}
