import { describe, expect, it } from 'vitest';
import { initials, stackAvatars } from './initials.ts';

describe('avatar helpers', () => {
  it('builds initials', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('  grace  brewster murray hopper ')).toBe('GH');
    expect(initials('Émile')).toBe('É');
    expect(initials('')).toBe('?');
    expect(initials(null)).toBe('?');
    // A token person's name (issue 32 item 1): its '(Token)' gives no initial.
    expect(initials('Aiko Weber (Token)')).toBe('AW');
    expect(initials('(bot)')).toBe('(');
  });

  it('stacks at most five by default', () => {
    expect(stackAvatars([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3, 4, 5], more: 2 });
    expect(stackAvatars([1, 2])).toEqual({ shown: [1, 2], more: 0 });
  });
});
