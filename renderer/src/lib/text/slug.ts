/** Lower-case letters and digits joined by single dashes: `Restart Pod!` → `restart-pod`. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
