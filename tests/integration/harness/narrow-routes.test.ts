// The e2e tests' narrow routing (tests/e2e/helpers/narrow-routes.ts) reads Playwright's globs as
// Playwright does: the globs the specs use, and what they must not match.
import { describe, expect, it } from 'vitest';
import { globToRegExp } from '../../e2e/helpers/narrow-routes.ts';

const host = 'http://127.0.0.1:41234';

describe('globToRegExp', () => {
  it('** spans slashes, * stops at one, ? and . are literal', () => {
    const detail = globToRegExp('**/org/sandbox/api/db/config_detail?**');
    expect(detail.test(`${host}/org/sandbox/api/db/config_detail?id=eq.1&select=*`)).toBe(true);
    expect(detail.test(`${host}/org/sandbox/api/db/config_detailX`)).toBe(false);
    expect(detail.test(`${host}/org/other/api/db/config_detail?id=eq.1`)).toBe(false);
    const ipc = globToRegExp('**/ipc/*');
    expect(ipc.test(`${host}/ipc/orgs:list`)).toBe(true);
    expect(ipc.test(`${host}/ipc/a/b`)).toBe(false);
    expect(globToRegExp('**/a.b').test(`${host}/axb`)).toBe(false);
  });

  it('**/ matches no folder or any folders; {a,b} is either', () => {
    const org = globToRegExp('**/org/**');
    expect(org.test(`${host}/org/sandbox/api/auth/whoami`)).toBe(true);
    expect(org.test(`${host}/assets/index.js`)).toBe(false);
    const either = globToRegExp('**/api/{logs,summary}');
    expect(either.test(`${host}/org/a/api/logs`)).toBe(true);
    expect(either.test(`${host}/org/a/api/summary`)).toBe(true);
    expect(either.test(`${host}/org/a/api/topology`)).toBe(false);
  });

  it('refuses a glob relative to the page, which it does not resolve', () => {
    expect(() => globToRegExp('/org/sandbox/api/db')).toThrow(/start the glob with \*\*/);
  });
});
