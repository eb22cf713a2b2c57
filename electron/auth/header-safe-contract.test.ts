import { describe, expect, it } from 'vitest';
import { contract } from '../../preload/contract/channels.ts';
import { headerProblem } from '../../preload/contract/header-safe.ts';

/** The host fuzz's case #251 of seed 931803683: a token of control and non-Latin-1 characters. */
const CASE_251_TOKEN = '\u{7}\u{98744}\u{b30d3}\u{10f990}\u{62da3}\u{14}\u{2}\u{c558c}';

const ORG = 'victim-1';
const PEM = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';

/** The message of the first issue of a refused request (what the router shows the user). */
function refusal(channel: keyof typeof contract, request: unknown): string | null {
  const parsed = contract[channel].request.safeParse(request);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'refused');
}

describe('text that ends up in an HTTP header is refused at the contract (issue 39 item 8)', () => {
  it("refuses the fuzz's case #251 (seed 931803683) before it reaches Headers.set", () => {
    // What main would have done with it: the header cannot even be built.
    expect(() => new Headers({ authorization: `Bearer ${CASE_251_TOKEN}` })).toThrow(TypeError);
    expect(refusal('auth:signIn', { orgId: ORG, method: 'token', token: CASE_251_TOKEN })).toMatch(
      /control character \(U\+0007 at position 1\)/,
    );
  });

  const bad = {
    control: 'abc\u0000def',
    lineBreak: 'abc\r\nX-Injected: 1',
    nonLatin1: 'tok\u{1F600}en',
  };

  it('a pasted access token: control characters and anything beyond ASCII', () => {
    const token = (value: string) =>
      refusal('auth:signIn', { orgId: ORG, method: 'token', token: value });
    expect(token(bad.control)).toMatch(/control character \(U\+0000 at position 4\)/);
    expect(token(bad.lineBreak)).toMatch(/control character \(U\+000D/);
    expect(token(bad.nonLatin1)).toMatch(/cannot be sent in an HTTP header \(U\+1F600/);
    expect(token('caf\u00e9')).toMatch(/cannot be sent in an HTTP header \(U\+00E9/);
    // A line break pasted around it is not part of the token (main trims it too).
    expect(token('  abc.def.ghi\n')).toBeNull();
  });

  it('a Basic user name and password (either sign-in form): control characters, and ":" in names', () => {
    for (const method of ['password', 'basic'] as const) {
      const name = method === 'password' ? 'email' : 'username';
      const request = (user: string, password: string) => ({
        orgId: ORG,
        method,
        [name]: user,
        password,
      });
      expect(refusal('auth:signIn', request(bad.control, 'secret'))).toMatch(/control character/);
      expect(refusal('auth:signIn', request('a:b@example.com', 'secret'))).toMatch(/contains ":"/);
      expect(refusal('auth:signIn', request('ann@example.com', bad.lineBreak))).toMatch(
        /control character/,
      );
      // UTF-8 inside base64 (RFC 7617): a password or name beyond ASCII is fine.
      expect(refusal('auth:signIn', request('zoë@example.com', 'пароль:\u{1F600}'))).toBeNull();
    }
  });

  it("an org's saved user name and proxy (add, update, probe)", () => {
    const add = (fields: Record<string, unknown>) =>
      refusal('orgs:add', { name: 'Prod', url: 'https://mc.example.com', ...fields });
    const update = (patch: Record<string, unknown>) => refusal('orgs:update', { id: ORG, patch });
    const probe = (proxy: string) =>
      refusal('orgs:probe', { url: 'https://mc.example.com', caBundle: PEM, proxy });
    for (const check of [add, update]) {
      expect(check({ username: bad.control })).toMatch(/control character/);
      expect(check({ username: 'a:b' })).toMatch(/contains ":"/);
      expect(check({ username: 'zoë' })).toBeNull();
      // The URL parser would silently drop the tab; the proxy is refused instead.
      expect(check({ proxy: 'http://pro\txy.example.com:3128' })).toMatch(/control character/);
      expect(check({ proxy: 'http://prøxy.example.com:3128' })).toMatch(/HTTP header/);
      expect(check({ proxy: 'http://xn--prxy-hra.example.com:3128' })).toBeNull();
    }
    expect(probe('http://proxy.example.com:3128\n')).toMatch(/control character/);
    expect(probe('http://proxy.example.com:3128')).toBeNull();
  });

  it('never repeats the text itself (it may be a secret)', () => {
    const problem = headerProblem('s3cr3t\u0001', 'basic-password') ?? '';
    expect(problem).not.toContain('s3cr3t');
    expect(headerProblem('plain-token', 'raw')).toBeNull();
  });
});
