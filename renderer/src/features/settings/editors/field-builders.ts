// Short builders for the fields of the resource editors' type tables (check-types.ts,
// scraper-types.ts): a field is its path, its label and what differs from a plain text input.
import type { SpecField } from './spec-model.ts';

type Extra = Partial<Omit<SpecField, 'path' | 'label'>>;

export const required = { required: true } as const;

export const text = (path: string, label: string, extra: Extra = {}): SpecField => ({
  path,
  label,
  kind: 'text',
  ...extra,
});
export const number = (path: string, label: string, extra: Extra = {}) =>
  text(path, label, { kind: 'number', ...extra });
/** A count or threshold: a number of at least 0 (spec 3 §5). */
export const counter = (path: string, label: string, extra: Extra = {}) =>
  number(path, label, { min: 0, ...extra });
export const area = (path: string, label: string, extra: Extra = {}) =>
  text(path, label, { kind: 'textarea', ...extra });
export const list = (path: string, label: string, extra: Extra = {}) =>
  text(path, label, { kind: 'list', ...extra });
export const secret = (path: string, label: string, extra: Extra = {}) =>
  text(path, label, { kind: 'secret', ...extra });
export const flag = (path: string, label: string) => text(path, label, { kind: 'switch' });
