// Mentions in comments (spec 2 §2): stored as `@[display](user:id)`, shown as the highlighted name.
// While typing, an `@` followed by a word opens suggestions from the people list.

export type CommentSegment =
  { kind: 'text'; text: string } | { kind: 'mention'; display: string; id: string };

const MENTION = /@\[([^\]]+)\]\(user:([^)\s]+)\)/g;

export function parseComment(comment: string): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let last = 0;
  for (const match of comment.matchAll(MENTION)) {
    const at = match.index;
    if (at > last) segments.push({ kind: 'text', text: comment.slice(last, at) });
    segments.push({ kind: 'mention', display: match[1]!, id: match[2]! });
    last = at + match[0].length;
  }
  if (last < comment.length) segments.push({ kind: 'text', text: comment.slice(last) });
  return segments;
}

/** The comment as plain text, each mention as `@display` (the changelog, tooltips). */
export function commentText(comment: string): string {
  return parseComment(comment)
    .map((segment) => (segment.kind === 'mention' ? `@${segment.display}` : segment.text))
    .join('');
}

/** A display name cannot contain `]` or the markup would break; such characters are dropped. */
export function formatMention(person: { id: string; name: string }): string {
  return `@[${person.name.replace(/[[\]]/g, '')}](user:${person.id})`;
}

/** The ids of everyone mentioned, once each, in order. */
export function mentionedIds(comment: string): string[] {
  return [...new Set(parseComment(comment).flatMap((s) => (s.kind === 'mention' ? [s.id] : [])))];
}

/** The `@word` being typed just before the caret, or null when there is none. */
export function mentionQueryAt(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@[\]()]*)$/.exec(before);
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** Replaces the `@word` at `start`…`caret` with the mention; answers the text and the new caret. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  person: { id: string; name: string },
): { text: string; caret: number } {
  const mention = `${formatMention(person)} `;
  return {
    text: text.slice(0, start) + mention + text.slice(caret),
    caret: start + mention.length,
  };
}

/** People whose name or email contains the query (case-insensitive), at most `limit`. */
export function suggestPeople<T extends { name: string; email?: string | null }>(
  people: readonly T[],
  query: string,
  limit = 8,
): T[] {
  const q = query.toLowerCase();
  return people
    .filter((p) => p.name.toLowerCase().includes(q) || (p.email ?? '').toLowerCase().includes(q))
    .slice(0, limit);
}
