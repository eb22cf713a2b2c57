// Scrubs credentials out of text before it is written to the log file: bearer and basic
// credentials, passwords in URLs, secret-looking query parameters, and secret-named fields of
// JSON or inspected objects. Applied to every line, whatever wrote it, so a service that logs an
// error carrying a request cannot leak the token inside it.

const MASK = '[redacted]';

/** Field and parameter names whose values are secrets, as they appear in JSON, headers or URLs. */
const SECRET_NAMES =
  '(?:access_?token|refresh_?token|id_?token|token|password|passwd|secret|client_?secret|' +
  'api_?key|apikey|authorization|cookie|set-cookie|mcd_session(?:_\\d+)?|session|code_verifier|code)';

const PATTERNS: readonly [RegExp, string][] = [
  // Authorization schemes with their credential.
  [/\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]{4,}/gi, `$1 ${MASK}`],
  // user:password@ in URLs.
  [/(\b[a-z][a-z0-9+.-]*:\/\/)[^/\s:@]+:[^/\s@]+@/gi, `$1${MASK}@`],
  // name=value in query strings, cookies and form bodies.
  [new RegExp(`([?&;\\s]${SECRET_NAMES}=)[^&;\\s"']+`, 'gi'), `$1${MASK}`],
  // "name": "value" (JSON) and name: 'value' (util.inspect).
  [
    new RegExp(`(["']?${SECRET_NAMES}["']?\\s*:\\s*)(["'])(?:\\\\.|(?!\\2).)*\\2`, 'gi'),
    `$1$2${MASK}$2`,
  ],
];

export function redact(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement);
  return out;
}
