import { describe, expect, it } from 'vitest';
import { redact } from './redact.ts';

describe('redact', () => {
  it.each([
    ['authorization: Bearer eyJhbGciOi.J9.abc', 'Bearer [redacted]'],
    ['Basic dXNlcjpwYXNz sent', 'Basic [redacted] sent'],
    ['GET https://ada:s3cret@mc.example/api', 'https://[redacted]@mc.example/api'],
    ['/?token=abc123&org=acme', '/?token=[redacted]&org=acme'],
    ['cookie mcd_session=Zm9vYmFy; path=/', 'mcd_session=[redacted]'],
    ['cookie mcd_session_41234=Zm9vYmFy; path=/', 'mcd_session_41234=[redacted]'],
    ['{"password":"hunter2","name":"ada"}', '{"password":"[redacted]","name":"ada"}'],
    ["{ token: 'abc', other: 1 }", "{ token: '[redacted]', other: 1 }"],
    ['{"access_token":"a\\"b"}', '{"access_token":"[redacted]"}'],
  ])('scrubs %s', (input, expected) => {
    const out = redact(input);
    expect(out).toContain(expected);
    expect(out).not.toMatch(/eyJhbGciOi|dXNlcjpwYXNz|s3cret|abc123|Zm9vYmFy|hunter2|a\\"b/);
  });

  it('leaves ordinary text alone', () => {
    const text = 'kubeconfig of acme written to /home/ada/.kube/mission-control/acme.yaml';
    expect(redact(text)).toBe(text);
    expect(redact('GET /api/db/config_items?type=eq.Jira → 500')).toBe(
      'GET /api/db/config_items?type=eq.Jira → 500',
    );
  });
});
