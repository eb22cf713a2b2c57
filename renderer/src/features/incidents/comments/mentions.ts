// Mentions in comments (spec 2 §2): stored as `@[display](user:id)`, shown as the highlighted name.
// While typing, an `@` followed by a word opens suggestions from the people list.

type CommentSegment =
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

/**
 * Replaces the `@word` at `start`…`caret` (offsets in the shown text) with the mention; answers
 * the stored text and the shown caret after the mention.
 */
export function insertMention(
  comment: string,
  start: number,
  caret: number,
  person: { id: string; name: string },
): { text: string; caret: number } {
  const shown = commentText(comment);
  const name = `${commentText(formatMention(person))} `;
  const text = `${shown.slice(0, start)}${name}${shown.slice(caret)}`;
  return { text: withMentions(text, [...mentioned(comment), person]), caret: start + name.length };
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

// The comment box shows each mention as `@display` while the stored text keeps the markup the
// backend expects (issue 32, 18): the shown text is stored again with each `@display` of a person
// the comment mentions as that person's markup.

/** The people a stored comment mentions, by the names it shows. */
function mentioned(comment: string): { id: string; name: string }[] {
  return parseComment(comment).flatMap((s) =>
    s.kind === 'mention' ? [{ id: s.id, name: s.display }] : [],
  );
}

/** `shown` with each `@name` of `people` as the person's markup (longer names first). */
function withMentions(shown: string, people: readonly { id: string; name: string }[]): string {
  const byName = new Map(people.map((p) => [commentText(formatMention(p)), formatMention(p)]));
  if (byName.size === 0) return shown;
  const names = [...byName.keys()].sort((x, y) => y.length - x.length);
  const pattern = new RegExp(
    names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'g',
  );
  return shown.replace(pattern, (name) => byName.get(name) ?? name);
}

/** Whether the `@` at a shown offset starts a mention (it is no `@word` query then). */
export function inMention(comment: string, shown: number): boolean {
  const text = commentText(comment);
  return mentioned(comment).some((p) => text.startsWith(`@${p.name}`, shown));
}

/**
 * The stored text after the shown text was edited to `next`: each mention still shown whole keeps
 * its markup; a mention the edit cuts into becomes the plain text left of it.
 */
export function applyShownEdit(comment: string, next: string): string {
  return withMentions(next, mentioned(comment));
}
