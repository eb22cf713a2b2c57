import { describe, expect, it } from 'vitest';
import { emptyText, matchesOption } from './dropdown-options.ts';

describe('dropdown options', () => {
  const option = { value: 'kube-system', label: 'Kube System' };
  it('matches label or value case-insensitively', () => {
    expect(matchesOption('system', option)).toBe(true);
    expect(matchesOption('KUBE-', option)).toBe(true);
    expect(matchesOption('', option)).toBe(true);
    expect(matchesOption('default', option)).toBe(false);
  });

  it('matches its keywords too (an address beside a name)', () => {
    const org = { value: 'o1', label: 'Acme', keywords: 'mc.acme.example Production' };
    expect(matchesOption('acme.example', org)).toBe(true);
    expect(matchesOption('staging', org)).toBe(false);
  });

  it('picks the spec empty-state text', () => {
    expect(emptyText('', true)).toBe('Start typing to search');
    expect(emptyText('x', true)).toBe('No options found');
    expect(emptyText('', false)).toBe('No options found');
  });
});
