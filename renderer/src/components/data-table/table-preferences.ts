// Table preferences (page size, sort, expanded groups) persist per table in session storage, as
// spec 1 §2 asks: they survive navigation within a session but not a restart.
import { z } from 'zod';

export const tablePreferencesSchema = z.object({
  pageSize: z.number().int().positive().optional(),
  sort: z.object({ id: z.string(), desc: z.boolean() }).nullable().optional(),
  expanded: z.array(z.string()).optional(),
});
export type TablePreferences = z.infer<typeof tablePreferencesSchema>;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const storageKey = (tableId: string) => `mc.table.${tableId}`;

export function loadTablePreferences(
  storage: KeyValueStorage | undefined,
  tableId: string,
): TablePreferences {
  const raw = storage?.getItem(storageKey(tableId));
  if (!raw) return {};
  try {
    const parsed = tablePreferencesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function saveTablePreferences(
  storage: KeyValueStorage | undefined,
  tableId: string,
  prefs: TablePreferences,
): void {
  try {
    storage?.setItem(storageKey(tableId), JSON.stringify(prefs));
  } catch {
    // Storage full or disabled: preferences are a convenience, the table keeps working.
  }
}

/** Session storage when running in a browser, undefined in Node tests. */
export function browserSessionStorage(): KeyValueStorage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}
