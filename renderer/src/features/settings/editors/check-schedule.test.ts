import { describe, expect, it } from 'vitest';
import { HEALTH_CHECKS } from './check-types.ts';
import { intervalSchedule } from '../settings-resource.ts';
import { specSummary, type SpecType } from './spec-model.ts';
import { storeValue, storedValue } from '../../../components/form-kit/stored-fields.ts';
import { URL_TEXT } from '../../../lib/form/form-messages.ts';

const schedule = HEALTH_CHECKS.specFields.find((f) => f.id === 'schedule')!;
const http = HEALTH_CHECKS.types.find((t) => t.key === 'http') as SpecType;
const spec = (extra: Record<string, unknown>) => ({
  http: [{ name: 'web', url: 'https://web.example' }],
  ...extra,
});

describe('a check spec with an interval', () => {
  it('reads the interval as the schedule it means', () => {
    expect([30, 60, 300, 3600, 7200, 45, '90'].map(intervalSchedule)).toEqual([
      '@every 30s',
      '@every 1m',
      '@every 5m',
      '@hourly',
      '@every 2h',
      '@every 45s',
      '@every 90s',
    ]);
    expect([0, -5, 1.5, 'soon', undefined].map(intervalSchedule)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(storedValue(schedule, spec({ interval: 30 }))).toBe('@every 30s');
    expect(storedValue(schedule, spec({ schedule: '@daily', interval: 30 }))).toBe('@daily');
  });

  it('saves unchanged, and a chosen schedule replaces the interval', () => {
    expect(specSummary(HEALTH_CHECKS, spec({ interval: 30 }))).toBeUndefined();
    expect(specSummary(HEALTH_CHECKS, spec({}))).toBe('Schedule: This field is required');
    expect(storeValue(schedule, spec({ interval: 30 }), '@every 5m')).toEqual(
      spec({ schedule: '@every 5m' }),
    );
  });

  it('offers Schedule and Icon on every check, a form of its own or not', () => {
    expect(HEALTH_CHECKS.specFields.map((f) => f.label)).toEqual(['Schedule', 'Icon']);
  });

  it('refuses a URL that is not one', () => {
    const url = http.fields.find((f) => f.id === 'url')!;
    const bad = storeValue(url, spec({ schedule: '@hourly' }).http[0]!, 'not a url');
    expect(specSummary(HEALTH_CHECKS, { schedule: '@hourly', http: [bad] })).toBe(
      `URL: ${URL_TEXT}`,
    );
    for (const good of ['https://a.example/x', 'ldaps://ldap.example:636', 'postgres://u@db/x'])
      expect(
        specSummary(HEALTH_CHECKS, { schedule: '@hourly', http: [{ name: 'a', url: good }] }),
      ).toBeUndefined();
  });
});
