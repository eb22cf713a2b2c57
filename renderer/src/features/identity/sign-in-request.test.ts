import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.ts';
import { buildSignInRequest } from './sign-in-request.ts';

const empty = { token: '', email: '', username: '', password: '' };

describe('sign-in request', () => {
  it('builds one request per method', () => {
    expect(buildSignInRequest('acme', 'token', { ...empty, token: ' t0k ' })).toEqual({
      ok: true,
      request: { orgId: 'acme', method: 'token', token: 't0k' },
    });
    expect(
      buildSignInRequest('acme', 'password', { ...empty, email: 'a@b.c ', password: ' pw ' }),
    ).toEqual({
      ok: true,
      request: { orgId: 'acme', method: 'password', email: 'a@b.c', password: ' pw ' },
    });
    expect(
      buildSignInRequest('acme', 'basic', { ...empty, username: 'ada', password: 'x' }),
    ).toEqual({
      ok: true,
      request: { orgId: 'acme', method: 'basic', username: 'ada', password: 'x' },
    });
  });

  it('names the missing fields', () => {
    expect(buildSignInRequest('acme', 'token', empty)).toEqual({
      ok: false,
      errors: { token: 'This field is required' },
    });
    expect(buildSignInRequest('acme', 'password', { ...empty, email: 'a@b.c' })).toEqual({
      ok: false,
      errors: { password: 'This field is required' },
    });
    expect(buildSignInRequest('acme', 'basic', empty)).toEqual({
      ok: false,
      errors: { username: 'This field is required', password: 'This field is required' },
    });
  });

  it('asks nothing for single sign-on (main runs it in the browser)', () => {
    expect(buildSignInRequest('acme', 'oidc', empty)).toEqual({
      ok: true,
      request: { orgId: 'acme', method: 'oidc' },
    });
  });

  it('signs in to a hosted identity provider through the same browser sign-in', () => {
    expect(buildSignInRequest('acme', 'hosted', empty)).toEqual({
      ok: true,
      request: { orgId: 'acme', method: 'oidc' },
    });
  });

  it('follows return_to only inside the app', () => {
    expect(safeReturnTo('/health?checkId=1')).toBe('/health?checkId=1');
    expect(safeReturnTo('//evil.example.com')).toBe('/');
    expect(safeReturnTo('/\\evil.example.com')).toBe('/');
    expect(safeReturnTo('https://evil.example.com')).toBe('/');
    expect(safeReturnTo(null)).toBe('/');
  });
});
