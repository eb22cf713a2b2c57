// Validation of the playbook run form (spec 1 §5): required fields, numbers, min/max (numbers,
// memory and CPU quantities, dates), minLength/maxLength, regex (whole-value match, as HTML's
// `pattern`), dns1123 names, and the email/url input types. One message per field: the first rule
// that fails. Pure, so every rule is unit-tested.
import { parseCode } from '../code-editor/code-format.ts';
import type { ParamSpec } from './playbook-params.ts';
import { isNumeric, memoryInMi, millicores, splitMillicores } from './quantity.ts';

import { NUMBER_TEXT, REQUIRED_TEXT, URL_TEXT, urlError } from '../../lib/form/form-messages.ts';

export { NUMBER_TEXT, REQUIRED_TEXT, URL_TEXT };
export const DNS1123_TEXT =
  "Use lowercase letters, digits, '-' and '.' only; each '.'-separated part must start and end with a letter or digit (e.g. my-app.prod)";
export const MILLICORES_TEXT = 'CPU must be a whole number of millicores (e.g. 500m)';
export const NEGATIVE_TEXT = 'This value cannot be negative';
export const EMAIL_TEXT = 'Enter a valid email address (e.g. name@example.com)';
export const LIST_TEXT = 'Choose one of the listed options';

export const minText = (min: string) => `Must be at least ${min}`;
export const maxText = (max: string) => `Must be at most ${max}`;
export const minDateText = (min: string) => `Must be on or after ${min}`;
export const maxDateText = (max: string) => `Must be on or before ${max}`;
const chars = (n: number) => `${n} character${n === 1 ? '' : 's'}`;
export const minLengthText = (n: number) => `Must be at least ${chars(n)} long`;
export const maxLengthText = (n: number) => `Must be at most ${chars(n)} long`;
export const regexText = (regex: string) => `Must match the pattern ${regex}`;
export const invalidCodeText = (language: string) => `Enter valid ${language.toUpperCase()}`;

/** RFC 1123 subdomain: lowercase alphanumeric parts joined by '.', '-' inside a part, ≤ 253. */
const DNS1123 = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
export const DNS1123_MAX_LENGTH = 253;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NUMERIC_FORMATS = new Set(['number', 'range']);
const DATE_FORMATS = new Set(['date', 'datetime-local', 'time', 'month', 'week']);

type TextSpec = Extract<ParamSpec, { family: 'text' }>;

export function isDns1123(value: string): boolean {
  return value.length <= DNS1123_MAX_LENGTH && DNS1123.test(value);
}

/** Whole-value match; a pattern that does not compile is ignored rather than blocking the run. */
function matchesRegex(value: string, regex: string): boolean {
  try {
    return new RegExp(`^(?:${regex})$`, 'u').test(value);
  } catch {
    try {
      return new RegExp(`^(?:${regex})$`).test(value);
    } catch {
      return true;
    }
  }
}

/** Bounds of a numeric measure (number, Mi, millicores); bounds that do not parse are ignored. */
function rangeError(
  measure: number,
  spec: TextSpec,
  parse: (bound: string) => number | null,
): string | undefined {
  const min = spec.min === undefined ? null : parse(spec.min);
  const max = spec.max === undefined ? null : parse(spec.max);
  if (min !== null && spec.min !== undefined && measure < min) return minText(spec.min);
  if (max !== null && spec.max !== undefined && measure > max) return maxText(spec.max);
  return undefined;
}

const asNumber = (text: string) => (isNumeric(text) ? Number(text) : null);

function formatError(spec: TextSpec, value: string): string | undefined {
  const format = spec.format;
  if (format === 'bytes') {
    const size = memoryInMi(value);
    if (size === null) return NUMBER_TEXT;
    if (size < 0) return NEGATIVE_TEXT;
    return rangeError(size, spec, memoryInMi);
  }
  if (format === 'millicores') {
    const amount = millicores(value);
    if (amount === null) return NUMBER_TEXT;
    if (amount < 0) return NEGATIVE_TEXT;
    if (!/^\d+$/.test(splitMillicores(value))) return MILLICORES_TEXT;
    return rangeError(amount, spec, millicores);
  }
  if (format === 'dns1123') return isDns1123(value) ? undefined : DNS1123_TEXT;
  if (format === 'email') return EMAIL.test(value.trim()) ? undefined : EMAIL_TEXT;
  if (format === 'url') return urlError(value) ?? undefined;
  if (format !== undefined && DATE_FORMATS.has(format)) {
    // ISO dates, times, months and weeks sort as text.
    if (spec.min !== undefined && value < spec.min) return minDateText(spec.min);
    if (spec.max !== undefined && value > spec.max) return maxDateText(spec.max);
    return undefined;
  }
  // `number`, or any text with numeric bounds: the value has to be a number within them.
  if ((format !== undefined && NUMERIC_FORMATS.has(format)) || spec.min || spec.max) {
    const n = asNumber(value);
    if (n === null) return NUMBER_TEXT;
    return rangeError(n, spec, asNumber);
  }
  return undefined;
}

function textError(spec: TextSpec, value: string): string | undefined {
  const format = formatError(spec, value);
  if (format) return format;
  const length = [...value].length;
  if (spec.minLength !== undefined && length < spec.minLength) return minLengthText(spec.minLength);
  if (spec.maxLength !== undefined && length > spec.maxLength) return maxLengthText(spec.maxLength);
  if (spec.regex !== undefined && !matchesRegex(value, spec.regex)) return regexText(spec.regex);
  return undefined;
}

/** The message for one field's value, or undefined when it is valid. */
export function validateParam(spec: ParamSpec, value: string): string | undefined {
  if (spec.family === 'checkbox')
    // As with HTML's required checkbox: required means it has to be ticked.
    return spec.required && value !== 'true' ? REQUIRED_TEXT : undefined;
  if (value.trim() === '') return spec.required ? REQUIRED_TEXT : undefined;
  switch (spec.family) {
    case 'list':
      return spec.options.length && !spec.options.some((o) => o.value === value)
        ? LIST_TEXT
        : undefined;
    case 'code':
      return spec.language && !parseCode(value, spec.language).ok
        ? invalidCodeText(spec.language)
        : undefined;
    case 'picker':
      return undefined;
    case 'text':
      return textError(spec, value);
  }
}
