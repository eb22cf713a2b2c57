// Colours a chart draws with, as CSS variables set per theme in chart.css: the vocabulary's
// intents (health and severity read the same as their tags) and a categorical set for series.
import type { Intent } from '@blueprintjs/core';

export const intentColour = (intent: Intent) => `var(--mc-chart-${intent})`;

export const SERIES_COUNT = 8;
/** The n-th series' colour (cycling). */
export const seriesColour = (n: number) => `var(--mc-chart-s${n % SERIES_COUNT})`;

/** A panel's own colour (`#28C19B`, `red`) when it looks like one, else undefined. */
export function cssColour(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  return /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\([\d\s.,%]+\))$/i.test(text.trim())
    ? text.trim()
    : undefined;
}
