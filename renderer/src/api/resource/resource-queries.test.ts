import { describe, expect, it } from 'vitest';
import { keysetAfter } from './resource-queries.ts';

describe('keysetAfter', () => {
  const last = { id: 'b2', created_at: '2026-11-26T06:55:58.123456+00:00' };

  it('starts after the last row in a descending order, ties broken by id', () => {
    expect(keysetAfter(last, 'created_at', 'id', false)).toBe(
      'created_at.lt."2026-11-26T06:55:58.123456+00:00",and(created_at.eq."2026-11-26T06:55:58.123456+00:00",id.gt.b2)',
    );
  });

  it('uses gt in an ascending order', () => {
    expect(keysetAfter({ id: 7, name: 'api' }, 'name', 'id', true)).toBe(
      'name.gt.api,and(name.eq.api,id.gt.7)',
    );
  });

  it('cannot say after no row or a null sort value (the caller pages by offset)', () => {
    expect(keysetAfter(undefined, 'created_at', 'id', false)).toBeNull();
    expect(keysetAfter({ id: 'x', created_at: null }, 'created_at', 'id', false)).toBeNull();
  });
});
