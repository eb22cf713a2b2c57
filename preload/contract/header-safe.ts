// Issue 39 item 8: the user's text that main puts in an HTTP header (a pasted access token, the
// user name and password of a Basic header, a proxy address) is checked at the contract, so bad
// input is refused with a clear message instead of failing deep inside `Headers.set` (a control
// character, or one beyond Latin-1, makes it throw a TypeError that surfaced as INTERNAL).
// Messages name the position and code point, never the text: it may be a secret.
import type { z } from 'zod';

/**
 * How the text reaches the header. `raw`: as it is (a bearer token, a proxy URL): printable ASCII
 * only. `basic-user` / `basic-password`: UTF-8 then base64 (RFC 7617), so any printable character
 * is fine; control characters are still refused, and a user name may not hold the `:` that
 * separates it from the password.
 */
export type HeaderUse = 'raw' | 'basic-user' | 'basic-password';

/** C0 controls, DEL and C1 controls. */
function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

function codePoint(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Why `text` cannot go into a header as `use` says, or null when it can. */
export function headerProblem(text: string, use: HeaderUse): string | null {
  let position = 0;
  for (const char of text) {
    position += 1;
    const at = `${codePoint(char)} at position ${position}`;
    if (isControl(char.codePointAt(0) ?? 0))
      return `contains a control character (${at}); type or paste it again without line breaks or invisible characters`;
    if (use === 'raw' && (char.codePointAt(0) ?? 0) > 0x7e)
      return `contains a character that cannot be sent in an HTTP header (${at}); only plain ASCII letters, digits and punctuation can`;
    if (use === 'basic-user' && char === ':')
      return `contains ":" (position ${position}), which cannot be part of a user name sent with a password`;
  }
  return null;
}

/** The one refinement every such field uses: refuses text `headerProblem` finds fault with. */
export function headerSafe<T extends z.ZodType<string | null | undefined>>(
  schema: T,
  use: HeaderUse,
): T {
  return schema.superRefine((value, ctx) => {
    const problem = typeof value === 'string' ? headerProblem(value, use) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}
