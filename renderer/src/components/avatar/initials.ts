// Initials for an avatar without a picture: first letters of the first and last words. Words that
// start with no letter or digit ("(Token)", "-") give none: "Aiko Weber (Token)" reads AW, not A(.
export function initials(name: string | null | undefined): string {
  const all = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const lettered = all.filter((word) => /^[\p{L}\p{N}]/u.test(word));
  const words = lettered.length > 0 ? lettered : all;
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words[words.length - 1]!][0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Splits a list for an avatar stack: the shown ones and how many are left over. */
export function stackAvatars<T>(items: readonly T[], limit = 5): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}
