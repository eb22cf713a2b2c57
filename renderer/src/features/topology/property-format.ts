// How a component property reads on a card (spec 2 §3, §9): urls as links, currency shortened
// as the catalog shortens it, ages as durations, percents, bytes, millicores divided by 1000, and
// a usage bar against `max` that turns red above 70 %. Hidden properties are not shown.
import type { Property } from '../../api/services/topology.types.ts';
import { formatShortCurrency } from '../../components/catalog-lists/cost.ts';
import { formatBytes } from '../../lib/format/bytes.ts';
import { describeAge } from '../../lib/format/relative-time.ts';

/** Usage above this percent of `max` is highlighted red (spec 2 §9). */
export const USAGE_ALERT_PERCENT = 70;

export interface FormattedProperty {
  label: string;
  /** What to show; empty when the property has neither text nor value. */
  text: string;
  /** Set for url properties (and a text that is an http(s) url). */
  href?: string;
  /** Used share of `max`, 0–100, when the property has one. */
  usagePercent?: number;
  /** Above USAGE_ALERT_PERCENT. */
  alert: boolean;
  color?: string;
}

const httpUrl = /^https?:\/\/\S+$/i;

/** A plain number: at most 2 decimals, no trailing zeros ('1.5', '2'). */
const formatNumber = (value: number) => String(Number(value.toFixed(2)));

const isPercent = (unit: string) => unit === 'percent' || unit === '%';

/** A value in its unit: millicores ÷ 1000 (unit dropped), bytes, percent, or number + unit. */
export function formatValue(value: number, unit: string | null | undefined): string {
  const u = (unit ?? '').toLowerCase();
  if (u.startsWith('milli')) return formatNumber(value / 1000);
  if (u === 'bytes') return formatBytes(value);
  if (isPercent(u)) return `${formatNumber(value)}%`;
  if (u === 'epoch') return new Date(value * 1000).toISOString().slice(0, 19).replace('T', ' ');
  return u ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}

export function isHiddenProperty(property: Property): boolean {
  return property.type === 'hidden' || property.hidden === true;
}

export function propertyLabel(property: Property): string {
  return property.label || property.name || '';
}

export function formatProperty(property: Property): FormattedProperty {
  const label = propertyLabel(property);
  const color = property.color ?? undefined;
  const base = { label, alert: false, ...(color ? { color } : {}) };
  const { value, text, unit, max, type } = property;

  if (type === 'url') {
    const target = text ?? (value !== null && value !== undefined ? String(value) : '');
    return { ...base, text: target, ...(httpUrl.test(target) ? { href: target } : {}) };
  }
  if (type === 'currency' && typeof value === 'number') {
    return { ...base, text: formatShortCurrency(value) };
  }
  if (type === 'age') {
    if (typeof value === 'number') return { ...base, text: describeAge(Math.max(0, value)) };
    return { ...base, text: text ?? '' };
  }
  if (typeof value === 'number') {
    const shown = formatValue(value, unit);
    if (typeof max === 'number' && max > 0) {
      const usagePercent = Math.min(100, Math.max(0, (value / max) * 100));
      // A percent of 100 needs no "/ 100%".
      const ofMax = isPercent(unit ?? '') && max === 100 ? '' : ` / ${formatValue(max, unit)}`;
      return {
        ...base,
        text: `${shown}${ofMax}`,
        usagePercent,
        alert: usagePercent > USAGE_ALERT_PERCENT,
      };
    }
    return { ...base, text: shown };
  }
  const shownText = text ?? '';
  return { ...base, text: shownText, ...(httpUrl.test(shownText) ? { href: shownText } : {}) };
}
