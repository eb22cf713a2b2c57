// The renderer's Content-Security-Policy (reliability-security.md §A.1 item 7, §A.3 #20 and #24):
// scripts, images and connections only from the app itself, no remote image, no eval.
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './app-protocol.ts';

const directives = new Map(
  CONTENT_SECURITY_POLICY.split(';').map((part) => {
    const [name = '', ...values] = part.trim().split(/\s+/);
    return [name, values] as const;
  }),
);

describe('Content-Security-Policy', () => {
  it('allows scripts, images and connections from the app only', () => {
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    // Nothing remote and no code generation anywhere in the policy.
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/https?:|\*|'unsafe-eval'|'unsafe-hashes'/);
  });
});
