import { describe, expect, it } from 'vitest';
import { parseSide, sideParam, sideTitle } from './compare-model.ts';

describe('compare sides', () => {
  it('reads <org>:<id> and writes it back', () => {
    const side = parseSide('org-b:0a1b-22');
    expect(side).toEqual({ orgId: 'org-b', id: '0a1b-22' });
    expect(sideParam(side!)).toBe('org-b:0a1b-22');
  });

  it('rejects absent or malformed sides', () => {
    expect(parseSide(null)).toBeNull();
    expect(parseSide('no-colon')).toBeNull();
    expect(parseSide(':id')).toBeNull();
    expect(parseSide('org:')).toBeNull();
  });

  it('names the organisation only when the sides differ in it', () => {
    expect(sideTitle('api', 'Prod', true)).toBe('Prod · api');
    expect(sideTitle('api', 'Prod', false)).toBe('api');
    expect(sideTitle(null, undefined, true)).toBe('Unnamed item');
  });
});
