import { describe, expect, it } from 'vitest';
import { externalHref } from './external-href.ts';

describe('externalHref', () => {
  it('keeps absolute http and https URLs', () => {
    expect(externalHref('https://grafana.example.com/d/abc?x=1')).toBe(
      'https://grafana.example.com/d/abc?x=1',
    );
    expect(externalHref('  HTTP://Example.com ')).toBe('http://example.com/');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'vscode://open',
    'ms-settings:privacy',
    '//evil.example.com/x',
    '/settings/users',
    'https://user:pass@example.com/',
    'https://',
    'http:/example.com',
    '',
    null,
    undefined,
  ])('refuses %s', (text) => {
    expect(externalHref(text)).toBeNull();
  });
});
