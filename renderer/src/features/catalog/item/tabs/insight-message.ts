// Insight messages (spec 2 §2) come from analyzers and may carry HTML. They are shown as plain
// text — tags dropped, script and style bodies removed, entities decoded — so nothing in a message
// can run or restyle the page, and cut to 500 characters.
export const INSIGHT_MESSAGE_LIMIT = 500;

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** The message as plain text: no markup, whitespace collapsed. */
export function insightPlainText(message: string | null | undefined): string {
  if (!message) return '';
  const withoutBlocks = message.replace(
    /<(script|style|iframe|object|template)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/gi,
    ' ',
  );
  const withoutTags = withoutBlocks.replace(/<\/?[a-z!][^>]*>/gi, ' ');
  return decodeEntities(withoutTags).replace(/\s+/g, ' ').trim();
}

/** Plain text cut to `limit` characters (whole code points), with an ellipsis when cut. */
export function insightMessage(
  message: string | null | undefined,
  limit: number = INSIGHT_MESSAGE_LIMIT,
): { text: string; truncated: boolean } {
  const plain = insightPlainText(message);
  const chars = Array.from(plain);
  if (chars.length <= limit) return { text: plain, truncated: false };
  return { text: `${chars.slice(0, limit).join('')}…`, truncated: true };
}
