// Short builders of form kit fields for forms that list many (the resource editors' check and
// scraper types): a field is its id, its label and what differs from a plain text input.
import { urlError } from '../../lib/form/form-messages.ts';
import type { StoredField } from './stored-fields.ts';

type Extra = Partial<Omit<StoredField, 'id' | 'label'>>;

export const required = { required: true } as const;

export const text = (id: string, label: string, extra: Extra = {}): StoredField => ({
  id,
  label,
  kind: 'text',
  ...extra,
});
/** An address: an absolute URL with a host (`https://…`, `ldaps://…`, `postgres://…`). */
export const url = (id: string, label: string, extra: Extra = {}) =>
  text(id, label, { validate: (v) => urlError(v) ?? undefined, ...extra });
export const number = (id: string, label: string, extra: Extra = {}) =>
  text(id, label, { kind: 'number', ...extra });
/** A count or threshold: a number of at least 0 (spec 3 §5). */
export const counter = (id: string, label: string, extra: Extra = {}) =>
  number(id, label, { min: 0, ...extra });
export const area = (id: string, label: string, extra: Extra = {}) =>
  text(id, label, { kind: 'textarea', ...extra });
export const list = (id: string, label: string, extra: Extra = {}) =>
  text(id, label, { kind: 'list', ...extra });
/** User names and ids show as typed; other secrets as dots until revealed. */
export const secret = (id: string, label: string, extra: Extra = {}) =>
  text(id, label, { kind: 'secret', masked: !/user|name|id$/i.test(id), ...extra });
export const flag = (id: string, label: string) => text(id, label, { kind: 'toggle' });
/** One of `options` (a select). */
export const choice = (id: string, label: string, options: readonly string[], extra: Extra = {}) =>
  text(id, label, { kind: 'select', options, ...extra });
/** Any of `options` (a multi-select). */
export const choices = (id: string, label: string, options: readonly string[], extra: Extra = {}) =>
  text(id, label, { kind: 'multiSelect', options, ...extra });
