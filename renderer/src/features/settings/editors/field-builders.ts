// Short builders for the fields of the resource editors' type tables (check-types.ts,
// scraper-types.ts): a form kit field is its path, its label and what differs from a plain text
// input.
import { urlError } from '../../../lib/form/form-messages.ts';
import type { SpecField, SpecType } from './spec-model.ts';

type Extra = Partial<Omit<SpecField, 'id' | 'label'>>;

export const required = { required: true } as const;

export const text = (id: string, label: string, extra: Extra = {}): SpecField => ({
  id,
  label,
  kind: 'text',
  ...extra,
});
/** An address: an absolute URL with a host (`https://…`, `ldaps://…`, `postgres://…`). */
export const url = (path: string, label: string, extra: Extra = {}) =>
  text(path, label, { validate: (v) => urlError(v) ?? undefined, ...extra });
export const number = (path: string, label: string, extra: Extra = {}) =>
  text(path, label, { kind: 'number', ...extra });
/** A count or threshold: a number of at least 0 (spec 3 §5). */
export const counter = (path: string, label: string, extra: Extra = {}) =>
  number(path, label, { min: 0, ...extra });
export const area = (path: string, label: string, extra: Extra = {}) =>
  text(path, label, { kind: 'textarea', ...extra });
export const list = (path: string, label: string, extra: Extra = {}) =>
  text(path, label, { kind: 'list', ...extra });
/** User names and ids show as typed; other secrets as dots until revealed. */
export const secret = (path: string, label: string, extra: Extra = {}) =>
  text(path, label, { kind: 'secret', masked: !/user|name|id$/i.test(path), ...extra });
export const flag = (path: string, label: string) => text(path, label, { kind: 'toggle' });

/** A type of a family's chooser; Custom (no key) is the code tab alone. */
export const specType = (
  label: string,
  key: string | null,
  icon: string,
  fields: readonly SpecField[],
  extra: Partial<SpecType> = {},
): SpecType => ({ label, key, icon, fields, ...extra });
export const CUSTOM_TYPE = specType('Custom', null, 'code', []);

/** The spec's schedule: one of the family's choices, required. */
export const scheduleField = (options: readonly string[], initial: string): SpecField => ({
  id: 'schedule',
  label: 'Schedule',
  kind: 'select',
  options,
  required: true,
  default: initial,
});
