import { describe, expect, it } from 'vitest';
import { nearBottom } from './scroll-paging.ts';

describe('nearBottom', () => {
  it('is true within 300 px of the bottom and false further up', () => {
    expect(nearBottom({ scrollTop: 0, clientHeight: 500, scrollHeight: 2000 })).toBe(false);
    expect(nearBottom({ scrollTop: 1199, clientHeight: 500, scrollHeight: 2000 })).toBe(false);
    expect(nearBottom({ scrollTop: 1200, clientHeight: 500, scrollHeight: 2000 })).toBe(true);
    expect(nearBottom({ scrollTop: 1500, clientHeight: 500, scrollHeight: 2000 })).toBe(true);
  });

  it('is true when everything fits, so a short first page asks for the next', () => {
    expect(nearBottom({ scrollTop: 0, clientHeight: 800, scrollHeight: 600 })).toBe(true);
  });
});
