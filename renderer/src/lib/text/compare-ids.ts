// The order of identifiers on screen — label keys and values, namespaces, check and group names,
// menu entries: by code point ignoring case, then lower case first (as locale collation puts
// 'zone' before 'Zone'), the same on every machine.
// Not locale collation: these are Kubernetes-style names (ASCII letters, digits, '-', '.', '_',
// '/'), for which a collator adds nothing but its start-up — the page's first `localeCompare` or
// `Intl.Collator` loads ICU's collation data, 13-24 ms measured in headless Chromium, which every
// cold start of the health dashboard paid before its first paint (performance.md P1). Free text
// the user sorts by column still uses the locale (components/data-table/table-model.ts).
export function compareIds(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x !== y) return x < y ? -1 : 1;
  return a > b ? -1 : a < b ? 1 : 0;
}
