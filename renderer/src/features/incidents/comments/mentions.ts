// Mentions in comments (spec 2 §2): stored as `@[display](user:id)`, shown as the highlighted name.
// While typing, an `@` followed by a word opens suggestions from the people list.

/** A stretch of a comment: plain text shown as stored, or a mention of the person `id`. */
interface CommentSegment {
  /** `@display` for a mention. */
  shown: string;
  stored: string;
  id?: string;
}

const MENTION = /@\[([^\]]+)\]\(user:([^)\s]+)\)/;

export function parseComment(comment: string): CommentSegment[] {
  // Split by mentions, each one's two groups between the texts: text, display, id, text, …
  const parts = comment.split(MENTION);
  const segments: CommentSegment[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) segments.push({ shown: parts[i]!, stored: parts[i]! });
    const [display, id] = [parts[i + 1], parts[i + 2]];
    if (display !== undefined && id !== undefined)
      segments.push({ shown: `@${display}`, stored: `@[${display}](user:${id})`, id });
  }
  return segments;
}

/** The comment as plain text, each mention as `@display` (the changelog, tooltips). */
export function commentText(comment: string): string {
  return parseComment(comment)
    .map((segment) => segment.shown)
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
  const mention = formatMention(person);
  const before = comment.slice(0, storedOffset(comment, start));
  return {
    text: `${before}${mention} ${comment.slice(storedOffset(comment, caret))}`,
    caret: start + commentText(mention).length + 1,
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

// The comment box shows each mention as `@display` while the stored text keeps the markup the
// backend expects (issue 32, 18): a mention is atomic. A unit is a segment with its offsets in
// the shown text.
function units(comment: string) {
  let at = 0;
  return parseComment(comment).map((segment) => ({
    ...segment,
    from: at,
    to: (at += segment.shown.length),
  }));
}

/** The stored offset of a caret in the shown text (a caret inside a mention goes after it). */
export function storedOffset(comment: string, shownOffset: number): number {
  let stored = 0;
  for (const unit of units(comment)) {
    if (shownOffset <= unit.from) return stored;
    if (shownOffset < unit.to)
      return stored + (unit.id ? unit.stored.length : shownOffset - unit.from);
    stored += unit.stored.length;
  }
  return stored;
}

/** Whether a shown offset is inside a mention or at its start (where `@word` is no query). */
export function inMention(comment: string, shown: number): boolean {
  return units(comment).some((unit) => unit.id && unit.from <= shown && shown < unit.to);
}

/**
 * The stored text after the shown text was edited to `next`: the one changed stretch (between
 * the common start and end) is replaced; mentions outside it keep their markup, a mention the
 * edit cuts into becomes the plain text left of it.
 */
export function applyShownEdit(comment: string, next: string): string {
  const all = units(comment);
  const old = all.map((unit) => unit.shown).join('');
  if (old === next) return comment;
  let start = 0;
  while (start < old.length && start < next.length && old[start] === next[start]) start++;
  let tail = 0;
  while (
    tail < old.length - start &&
    tail < next.length - start &&
    old[old.length - 1 - tail] === next[next.length - 1 - tail]
  )
    tail++;
  const end = old.length - tail;
  let before = '';
  let after = '';
  for (const unit of all) {
    if (unit.to <= start) before += unit.stored;
    else if (unit.from >= end) after += unit.stored;
    else {
      before += unit.shown.slice(0, Math.max(0, start - unit.from));
      if (unit.to > end) after += unit.shown.slice(end - unit.from);
    }
  }
  return before + next.slice(start, next.length - tail) + after;
}
