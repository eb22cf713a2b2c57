import { describe, expect, it } from 'vitest';
import type { Org } from '../../../../preload/contract/orgs.ts';
import { checkOrgUrl } from '../../../../preload/contract/org-url.ts';
import { orgFields, validateOrgForm } from './org-fields.tsx';
import {
  emptyOrgForm,
  moveOrg,
  orgForShortcut,
  orgFormFrom,
  toOrgAdd,
  toOrgPatch,
  windowTitle,
  withEnvironment,
} from './org-form.ts';

const org = (id: string, extra: Partial<Org> = {}): Org => ({
  id,
  kind: 'remote',
  name: id.toUpperCase(),
  baseUrl: `https://${id}.example.com`,
  prefix: '/api',
  host: `${id}.example.com`,
  environment: 'production',
  customLabel: null,
  colour: '#cd4246',
  signInMethod: 'token',
  username: null,
  caBundle: null,
  proxy: null,
  hidden: false,
  createdAt: '2026-01-01T00:00:00Z',
  lastUsedAt: null,
  ...extra,
});

describe('organisation form', () => {
  it('refuses dangerous or credential-bearing addresses with the shared validator reason', () => {
    const check = (url: string) => validateOrgForm({ ...emptyOrgForm(), url }).url;
    expect(check('javascript:alert(1)')).toBe(
      '"javascript:" addresses are not allowed; use an https:// address.',
    );
    expect(check('file:///etc/passwd')).toMatch(/"file:" addresses are not allowed/);
    expect(check('http://mc.example.com')).toMatch(/Only https:\/\//);
    expect(check('https://u:p@mc.example.com')).toMatch(/Do not put a user name or password/);
    expect(check('')).toMatch(/Enter the address/);
    expect(check('http://localhost:8080')).toBeUndefined();
    expect(check('mc.example.com')).toBeUndefined();
  });

  it('builds the add request, defaulting the name to the host', () => {
    const values = { ...emptyOrgForm(), url: 'https://mc.example.com:8443/' };
    const url = checkOrgUrl(values.url);
    expect(validateOrgForm(values)).toEqual({});
    if (!url?.ok) throw new Error('expected a valid url');
    expect(toOrgAdd(values, url)).toEqual({
      name: 'mc.example.com',
      url: 'https://mc.example.com:8443',
      environment: 'production',
      customLabel: null,
      colour: '#cd4246',
      signInMethod: 'token',
      username: null,
    });
    expect(toOrgAdd({ ...values, prefix: '' }, url).prefix).toBe('');
  });

  it('requires a label for a custom environment and moves the default colour with the environment', () => {
    const custom = withEnvironment(emptyOrgForm(), 'custom');
    expect(custom.colour).toBe('#5f6b7c');
    expect(validateOrgForm({ ...custom, url: 'https://a.example.com' }).customLabel).toBeDefined();
    const picked = withEnvironment({ ...emptyOrgForm(), colour: '#123456' }, 'staging');
    expect(picked.colour).toBe('#123456');
  });

  it('names the user field after the sign-in method, and asks the sandbox neither', () => {
    const label = (values: ReturnType<typeof emptyOrgForm>) =>
      orgFields(values).find((field) => field.id === 'username')?.label;
    expect(label({ ...emptyOrgForm(), signInMethod: 'oidc' })).toBe('Email (optional)');
    expect(label({ ...emptyOrgForm(), signInMethod: 'basic' })).toBe('User name (optional)');
    const sandbox = orgFields(emptyOrgForm(), { isSandbox: true }).map((field) => field.id);
    expect(sandbox).toEqual(['name', 'environment', 'customLabel', 'colour']);
  });

  it('requires a name only without a valid address, and checks the label only when custom', () => {
    const values = { ...emptyOrgForm(), customLabel: 'x'.repeat(41) };
    expect(validateOrgForm(values).name).toBe('This field is required');
    expect(validateOrgForm({ ...values, url: 'https://a.example.com' })).toEqual({});
    expect(
      validateOrgForm({ ...values, url: 'https://a.example.com', environment: 'custom' }),
    ).toEqual({ customLabel: 'At most 40 characters.' });
  });

  it('patches only what changed, and never the sandbox address', () => {
    const current = org('acme');
    expect(toOrgPatch(orgFormFrom(current), current)).toEqual({});
    expect(
      toOrgPatch({ ...orgFormFrom(current), name: 'Acme', environment: 'staging' }, current),
    ).toEqual({ name: 'Acme', environment: 'staging' });
    const sandbox = org('sandbox', { kind: 'sandbox' });
    expect(
      toOrgPatch({ ...orgFormFrom(sandbox), url: 'https://elsewhere.example.com' }, sandbox),
    ).toEqual({});
  });

  it('maps Ctrl/Cmd+<n> to the n-th visible organisation', () => {
    const orgs = [org('a'), org('b', { hidden: true }), org('c')];
    expect(orgForShortcut(orgs, 1)?.id).toBe('a');
    expect(orgForShortcut(orgs, 2)?.id).toBe('c');
    expect(orgForShortcut(orgs, 3)).toBeNull();
    expect(orgForShortcut(orgs, 0)).toBeNull();
    expect(orgForShortcut(orgs, Number.NaN)).toBeNull();
  });

  it('titles the window after the org and reorders ids', () => {
    expect(windowTitle(org('acme'))).toBe('ACME — Mission Control');
    expect(windowTitle(null)).toBe('Mission Control');
    expect(moveOrg(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveOrg(['a', 'b', 'c'], 2, -2)).toEqual(['c', 'a', 'b']);
    expect(moveOrg(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
