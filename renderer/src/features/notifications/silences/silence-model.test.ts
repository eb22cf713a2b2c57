import { describe, expect, it } from 'vitest';
import type { SilenceRow } from '../../../api/services/notifications.types.ts';
import {
  absoluteTime,
  isExpired,
  silenceDuration,
  silenceInput,
  silencePatch,
  silenceResource,
  TIME_TEXT,
  UNTIL_AFTER_FROM_TEXT,
  validateSilence,
  EMPTY_SILENCE,
} from './silence-model.ts';

const row = (extra: Partial<SilenceRow>): SilenceRow => ({ id: 's1', ...extra });
const now = new Date('2026-05-01T12:00:00Z');

describe('silence model', () => {
  it('names the one resource, else the filter', () => {
    expect(silenceResource(row({ check_id: 'c', checks: { id: 'c', name: 'api' } }))).toMatchObject(
      { kind: 'check', label: 'Check', name: 'api' },
    );
    expect(silenceResource(row({ config_id: 'x' }))).toMatchObject({ label: 'Catalog', name: 'x' });
    expect(silenceResource(row({ filter: "check.type == 'dns'" })).name).toBe(
      "check.type == 'dns'",
    );
  });

  it('is expired only when until is in the past; lasts from..until or indefinitely', () => {
    expect(isExpired(row({ until: '2026-05-01T11:00:00Z' }), now.getTime())).toBe(true);
    expect(isExpired(row({ until: '2026-05-01T13:00:00Z' }), now.getTime())).toBe(false);
    expect(isExpired(row({ until: null }), now.getTime())).toBe(false);
    expect(silenceDuration({ from: '2026-05-01T10:00:00Z', until: '2026-05-01T12:00:00Z' })).toBe(
      '2h',
    );
    expect(silenceDuration({ from: '2026-05-01T10:00:00Z', until: null })).toBe('Indefinitely');
    expect(silenceDuration({ from: '2026-05-01T10:00:00Z', until: '2026-05-09T10:10:00Z' })).toBe(
      '8d',
    );
    expect(silenceDuration({ from: '2026-05-01T10:00:00Z', until: '2026-05-01T14:10:00Z' })).toBe(
      '4h 10m',
    );
  });

  it("converts 'now' times to absolute ones before sending", () => {
    expect(absoluteTime('now+2h', now)).toBe('2026-05-01T14:00:00.000Z');
    expect(absoluteTime('', now)).toBeNull();
    expect(absoluteTime('soon', now)).toBeUndefined();
    const input = silenceInput(
      { ...EMPTY_SILENCE, kind: 'check', resourceId: 'c1', description: ' deploy ' },
      'API health',
      now,
    );
    expect(input).toMatchObject({
      check_id: 'c1',
      from: '2026-05-01T12:00:00.000Z',
      until: '2026-05-01T13:00:00.000Z',
      description: 'deploy',
      recursive: false,
    });
    expect(input.name).toMatch(/^api-health-/);
    expect(input).not.toHaveProperty('config_id');
    expect(
      silencePatch({ from: 'now-1d', until: '', recursive: true, description: '' }, now),
    ).toEqual({
      from: '2026-04-30T12:00:00.000Z',
      until: null,
      recursive: true,
      description: null,
    });
  });

  it('requires a resource and readable, ordered times', () => {
    expect(validateSilence(EMPTY_SILENCE)).toEqual({ resourceId: 'This field is required' });
    expect(validateSilence({ ...EMPTY_SILENCE, resourceId: 'x', until: 'later' })).toEqual({
      until: TIME_TEXT,
    });
    expect(
      validateSilence({ ...EMPTY_SILENCE, resourceId: 'x', from: 'now', until: 'now-1h' }),
    ).toEqual({ until: UNTIL_AFTER_FROM_TEXT });
  });

  it('takes a filter instead of a resource: required, trimmed, and no resource id sent', () => {
    const filtered = { ...EMPTY_SILENCE, kind: 'filter' as const };
    expect(validateSilence(filtered)).toEqual({ filter: 'This field is required' });
    expect(validateSilence({ ...filtered, filter: ' check.name == "api" ' })).toEqual({});
    const input = silenceInput({ ...filtered, filter: ' check.name == "api" ' }, '', now);
    expect(input).toMatchObject({ filter: 'check.name == "api"', recursive: false });
    expect(input.name).toMatch(/^filter-/);
    expect(Object.keys(input).filter((k) => k.endsWith('_id'))).toEqual([]);
  });
});
