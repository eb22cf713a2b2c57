import { describe, expect, it } from 'vitest';
import { compareIds } from './compare-ids.ts';

describe('compareIds', () => {
  it('orders identifiers by code point ignoring case, then lower case first', () => {
    const ids = [
      'team=b',
      'App',
      'app.kubernetes.io/name=x',
      'app',
      'Zeta',
      'alpha',
      'app-version',
      'a1',
    ];
    expect([...ids].sort(compareIds)).toEqual([
      'a1',
      'alpha',
      'app',
      'App',
      'app-version',
      'app.kubernetes.io/name=x',
      'team=b',
      'Zeta',
    ]);
  });

  it('is a consistent total order (equal only for equal strings)', () => {
    expect(compareIds('x', 'x')).toBe(0);
    expect(Math.sign(compareIds('A', 'a'))).toBe(-Math.sign(compareIds('a', 'A')));
  });

  it('gives the locale order for lower-case DNS names and plain English words', () => {
    const names = ['payments-prod-010', 'argocd', 'payments-prod-002', 'kube-system', 'default'];
    expect([...names].sort(compareIds)).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const words = ['Users', 'Health Checks', 'Catalog Scrapers', 'Teams', 'Incident Rules'];
    expect([...words].sort(compareIds)).toEqual([...words].sort((a, b) => a.localeCompare(b)));
  });
});
