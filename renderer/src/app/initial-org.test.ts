import { describe, expect, it } from 'vitest';
import type { Org } from '../../../preload/contract/orgs.ts';
import { initialOrgId } from '../../../preload/contract/initial-org.ts';

const org = (id: string, lastUsedAt?: string, hidden = false) =>
  ({ id, name: id, hidden, lastUsedAt }) as unknown as Org;

describe('initialOrgId', () => {
  const orgs = [org('a', '2026-01-01'), org('b', '2026-03-01'), org('c', '2026-05-01', true)];

  it('prefers ?org=, then the window’s last choice, then the most recent visible org', () => {
    expect(initialOrgId(orgs, '?org=a', 'b')).toBe('a');
    expect(initialOrgId(orgs, '?org=gone', 'a')).toBe('a');
    expect(initialOrgId(orgs, '', 'gone')).toBe('b');
  });

  it('opens a hidden org only when asked for by id', () => {
    expect(initialOrgId(orgs, '?org=c', null)).toBe('c');
    expect(initialOrgId([org('h', undefined, true)], '', null)).toBe('h');
    expect(initialOrgId([], '', null)).toBeNull();
  });
});
