// Reliability row 19: a client clock a day off. Relative times follow the server's clock.
import { describe, expect, it } from 'vitest';
import { clockSkewMs, noteServerDate, serverNow } from './clock-skew.ts';

const LOCAL = Date.parse('2026-11-26T12:00:00Z');
const DAY = 86_400_000;

describe('clock skew', () => {
  it('learns a server a day ahead (or behind) from its Date header', () => {
    noteServerDate('ahead', new Date(LOCAL + DAY).toUTCString(), LOCAL);
    noteServerDate('behind', new Date(LOCAL - DAY).toUTCString(), LOCAL);
    expect(clockSkewMs('ahead')).toBe(DAY);
    expect(serverNow('ahead', LOCAL)).toBe(LOCAL + DAY);
    expect(serverNow('behind', LOCAL)).toBe(LOCAL - DAY);
    expect(serverNow('unknown', LOCAL)).toBe(LOCAL);
    expect(serverNow(null, LOCAL)).toBe(LOCAL);
  });

  it('counts small offsets (header resolution, transit) as none, and forgets a fixed clock', () => {
    noteServerDate('near', new Date(LOCAL + 90_000).toUTCString(), LOCAL);
    expect(clockSkewMs('near')).toBe(0);
    noteServerDate('fixed', new Date(LOCAL + DAY).toUTCString(), LOCAL);
    noteServerDate('fixed', new Date(LOCAL).toUTCString(), LOCAL);
    expect(clockSkewMs('fixed')).toBe(0);
  });

  it('ignores a missing or unreadable header', () => {
    noteServerDate('kept', new Date(LOCAL + DAY).toUTCString(), LOCAL);
    noteServerDate('kept', null, LOCAL);
    noteServerDate('kept', 'yesterday-ish', LOCAL);
    expect(clockSkewMs('kept')).toBe(DAY);
  });
});
