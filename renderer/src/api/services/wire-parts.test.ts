import { describe, expect, it } from 'vitest';
import { personOf } from './wire-parts.ts';

describe('personOf', () => {
  it('answers the embedded person as it is', () => {
    const ana = { id: 'p1', name: 'Ana', email: 'ana@x' };
    expect(personOf(ana)).toBe(ana);
  });

  it('answers a bare id as an unnamed person, and the given id when there is none', () => {
    expect(personOf('p2')).toEqual({ id: 'p2' });
    expect(personOf(null)).toEqual({ id: 'unknown' });
    expect(personOf(undefined, 'external')).toEqual({ id: 'external' });
    expect(personOf('', '')).toEqual({ id: '' });
  });
});
