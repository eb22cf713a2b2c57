import { describe, expect, it } from 'vitest';
import { isUuid } from './is-uuid.ts';

describe('isUuid', () => {
  it('accepts only uuids', () => {
    expect(isUuid('0190a3c4-1234-7abc-8def-0123456789ab')).toBe(true);
    expect(isUuid('0190A3C4-1234-7ABC-8DEF-0123456789AB')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid('INC-12')).toBe(false);
  });
});
