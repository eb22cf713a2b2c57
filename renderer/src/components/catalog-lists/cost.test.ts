import { describe, expect, it } from 'vitest';
import {
  costChange,
  currencySymbol,
  formatChangePercent,
  formatCost,
  formatShortCurrency,
  hasAllCostTotals,
} from './cost.ts';

describe('formatCost', () => {
  it('shows 2 decimals up to 10 and none above', () => {
    expect(formatCost(0)).toBe('$0.00');
    expect(formatCost(4.2)).toBe('$4.20');
    expect(formatCost(10)).toBe('$10.00');
    expect(formatCost(10.4)).toBe('$10');
    expect(formatCost(1234.56)).toBe('$1,235');
    expect(formatCost(-3.5)).toBe('-$3.50');
  });
  it('is empty without a value and uses the currency given', () => {
    expect(formatCost(null)).toBe('');
    expect(formatCost(undefined)).toBe('');
    expect(formatCost(Number.NaN)).toBe('');
    expect(formatCost(5, 'EUR')).toBe('€5.00');
  });
});

describe('formatShortCurrency', () => {
  it('shortens by size', () => {
    expect(formatShortCurrency(1500)).toBe('$1.5k');
    expect(formatShortCurrency(2000)).toBe('$2k');
    expect(formatShortCurrency(1000)).toBe('$1000');
    expect(formatShortCurrency(250.4)).toBe('$250');
    expect(formatShortCurrency(12.46)).toBe('$12.5');
    expect(formatShortCurrency(0.424)).toBe('$0.42');
    expect(formatShortCurrency(0.0042)).toBe('$0.004');
    expect(formatShortCurrency(0)).toBe('$0');
    expect(formatShortCurrency(-1500)).toBe('-$1.5k');
    expect(formatShortCurrency(null)).toBe('');
  });
});

describe('cost change', () => {
  it('compares today with the 30-day daily average; a badge beyond 10 %', () => {
    // Average 10 a day.
    expect(costChange(10, 300)).toEqual({ percent: 0, badge: false });
    expect(costChange(11, 300)?.badge).toBe(false);
    expect(costChange(11.5, 300)?.badge).toBe(true);
    expect(costChange(8, 300)).toEqual({ percent: -20, badge: true });
    expect(costChange(null, 300)).toBeUndefined();
    expect(costChange(5, 0)).toBeUndefined();
  });
  it('writes a change above 100 % as a multiple', () => {
    expect(formatChangePercent(12.4)).toBe('+12%');
    expect(formatChangePercent(-40)).toBe('-40%');
    expect(formatChangePercent(100)).toBe('+100%');
    expect(formatChangePercent(250)).toBe('+2.5x');
    expect(formatChangePercent(300)).toBe('+3x');
    expect(formatChangePercent(0)).toBe('0%');
  });
});

describe('hasAllCostTotals', () => {
  it('needs the 1-, 7- and 30-day totals', () => {
    expect(hasAllCostTotals({ cost_total_1d: 1, cost_total_7d: 7, cost_total_30d: 30 })).toBe(true);
    expect(hasAllCostTotals({ cost_total_1d: 1, cost_total_30d: 30 })).toBe(false);
    expect(hasAllCostTotals({ cost_total_1d: 0, cost_total_7d: null, cost_total_30d: 3 })).toBe(
      false,
    );
  });
});

describe('currencySymbol', () => {
  it('falls back to the code for an unknown currency', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('not-a-code')).toBe('not-a-code ');
  });
});
