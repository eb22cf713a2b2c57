import { describe, expect, it } from 'vitest';
import { formatProperty, formatValue, isHiddenProperty } from './property-format.ts';

describe('a currency property (spec 2 §9 shortening)', () => {
  it.each([
    [1500, '$1.5k'],
    [2000, '$2k'],
    [250.4, '$250'],
    [42.36, '$42.4'],
    [3.456, '$3.46'],
    [0.0042, '$0.004'],
    [0, '$0'],
  ])('%s → %s', (value, text) =>
    expect(formatProperty({ name: 'cost', type: 'currency', value }).text).toBe(text),
  );
});

describe('formatValue', () => {
  it('divides millicores by 1000 and drops the unit', () => {
    expect(formatValue(1250, 'millicores')).toBe('1.25');
    expect(formatValue(500, 'millicores')).toBe('0.5');
  });
  it('reads bytes, percent and plain units', () => {
    expect(formatValue(1536, 'bytes')).toBe('1.5 KB');
    expect(formatValue(3 * 1024 ** 3, 'bytes')).toBe('3 GB');
    expect(formatValue(42, 'percent')).toBe('42%');
    expect(formatValue(7, 'pods')).toBe('7 pods');
    expect(formatValue(7, undefined)).toBe('7');
  });
});

describe('formatProperty', () => {
  it('links urls and only http(s) ones', () => {
    expect(formatProperty({ name: 'console', type: 'url', text: 'https://x.io/a' })).toMatchObject({
      text: 'https://x.io/a',
      href: 'https://x.io/a',
    });
    expect(formatProperty({ name: 'bad', type: 'url', text: 'javascript:alert(1)' }).href).toBe(
      undefined,
    );
  });
  it('shows usage against max and turns red above 70 %', () => {
    const low = formatProperty({ name: 'cpu', value: 1000, max: 4000, unit: 'millicores' });
    expect(low).toMatchObject({ text: '1 / 4', usagePercent: 25, alert: false });
    const high = formatProperty({ name: 'cpu', value: 3000, max: 4000, unit: 'millicores' });
    expect(high).toMatchObject({ usagePercent: 75, alert: true });
    const edge = formatProperty({ name: 'mem', value: 70, max: 100 });
    expect(edge.alert).toBe(false);
  });
  it('formats currency, age and percents', () => {
    expect(formatProperty({ name: 'cost', type: 'currency', value: 1200 }).text).toBe('$1.2k');
    expect(formatProperty({ name: 'age', type: 'age', value: 3 * 3_600_000 }).text).toBe('3 hours');
    // Usage is a share of max; a percent without one (availability, say) is not usage.
    expect(formatProperty({ name: 'sla', value: 85, unit: 'percent' })).toMatchObject({
      text: '85%',
      alert: false,
    });
    expect(formatProperty({ name: 'disk', value: 85, max: 100, unit: 'percent' })).toMatchObject({
      text: '85%',
      usagePercent: 85,
      alert: true,
    });
  });
  it('uses the label before the name and keeps the colour', () => {
    expect(formatProperty({ name: 'n', label: 'Nice', text: 'x', color: 'red' })).toMatchObject({
      label: 'Nice',
      color: 'red',
    });
  });
  it('knows hidden properties', () => {
    expect(isHiddenProperty({ name: 'a', type: 'hidden' })).toBe(true);
    expect(isHiddenProperty({ name: 'a', hidden: true })).toBe(true);
    expect(isHiddenProperty({ name: 'a', text: 'b' })).toBe(false);
  });
});
