import { describe, expect, it } from 'vitest';
import { validateKubeconfig } from './validate-kubeconfig.ts';

function kubeconfigText(
  options: { server?: string; user?: string; cluster?: string } = {},
): string {
  return [
    'apiVersion: v1',
    'kind: Config',
    'clusters:',
    '  - name: mc',
    '    cluster:',
    `      server: ${options.server ?? 'https://mc.example.com/kubeproxy'}`,
    ...(options.cluster ? [options.cluster] : []),
    'contexts:',
    '  - name: default',
    '    context: { cluster: mc, user: default-user }',
    'current-context: default',
    'users:',
    '  - name: default-user',
    '    user:',
    options.user ?? '      username: token\n      password: "abc.def.1.2.3"',
    '',
  ].join('\n');
}

describe('validateKubeconfig', () => {
  it('accepts a Mission Control kubeconfig and reads its server and context', () => {
    const valid = validateKubeconfig(kubeconfigText(), 'mc.example.com');
    expect(valid).toMatchObject({
      server: 'https://mc.example.com/kubeproxy',
      context: 'default',
      warnings: [],
    });
  });

  it('refuses an alias bomb', () => {
    const bomb = [
      'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
      'f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
      'clusters: *f',
    ].join('\n');
    expect(() => validateKubeconfig(bomb, null)).toThrow(/aliases/);
  });

  it('refuses a 50 MB body, HTML, a JSON error, empty text and a YAML without users', () => {
    expect(() =>
      validateKubeconfig(`${kubeconfigText()}#${'x'.repeat(50 * 1024 * 1024)}`, null),
    ).toThrow(/larger than/);
    expect(() =>
      validateKubeconfig('<!DOCTYPE html><html><body>Sign in</body></html>', null),
    ).toThrow(/web page/);
    expect(() => validateKubeconfig('{"error":"unauthorized. Access Denied"}', null)).toThrow(
      /error message/,
    );
    expect(() => validateKubeconfig('   \n', null)).toThrow(/empty/);
    expect(() => validateKubeconfig(kubeconfigText().replace(/users:[\s\S]*/, ''), null)).toThrow(
      /users/,
    );
    expect(() => validateKubeconfig('clusters: [unclosed', null)).toThrow(/not valid YAML/);
  });

  it('warns on exec plugins, insecure-skip-tls-verify and a server on another host', () => {
    const risky = kubeconfigText({
      server: 'https://evil.example.net/k8s',
      cluster: '      insecure-skip-tls-verify: true',
      user: '      exec:\n        command: /bin/sh\n        apiVersion: client.authentication.k8s.io/v1',
    });
    const { warnings } = validateKubeconfig(risky, 'mc.example.com');
    expect(warnings.join('\n')).toMatch(/insecure-skip-tls-verify/);
    expect(warnings.join('\n')).toMatch(/exec/);
    expect(warnings.join('\n')).toMatch(/evil\.example\.net, not at mc\.example\.com/);
  });
});
