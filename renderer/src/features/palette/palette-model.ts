// What the command palette lists and how a typed line is read. An entry is a screen of an
// organisation or a check, component, config, playbook or incident found in that organisation's
// offline cache; every entry carries the route it opens and the organisation it belongs to.
// Plain data, shared by the worker that indexes (palette.worker.ts) and the window that shows.
import type { IconName } from '@blueprintjs/core';

/** Each kind of entry, its label and the icon of a row that has none of its own. */
export const KIND_LOOKS = {
  screen: { icon: 'application', label: 'Screen' },
  check: { icon: 'heart', label: 'Check' },
  component: { icon: 'layout-auto', label: 'Component' },
  config: { icon: 'cube', label: 'Config' },
  playbook: { icon: 'manual', label: 'Playbook' },
  incident: { icon: 'issue', label: 'Incident' },
} as const satisfies Record<string, { icon: IconName; label: string }>;
export type PaletteKind = keyof typeof KIND_LOOKS;
export const PALETTE_KINDS = Object.keys(KIND_LOOKS) as [PaletteKind, ...PaletteKind[]];

export const PALETTE_HEALTHS = ['healthy', 'unhealthy', 'warning', 'unknown'] as const;
export type PaletteHealth = (typeof PALETTE_HEALTHS)[number];

export interface PaletteEntry {
  kind: PaletteKind;
  /** The row's id (a screen: its path). */
  id: string;
  title: string;
  /** Second line: the type, namespace or status, as the row has them. */
  detail: string;
  /** A `TypeIcon` name (a check, config or component type, or its own icon). */
  icon: string;
  health: PaletteHealth | null;
  /** The in-app route it opens, in its organisation. */
  route: string;
}

export interface PaletteOrg {
  id: string;
  name: string;
  /** The organisation's colour band (null: none). */
  colour: string | null;
}

/** An entry of one organisation, as a search returns it. */
export interface PaletteResult extends PaletteEntry {
  orgId: string;
  /** `orgId kind id`: unique across organisations, the key recents remember. */
  key: string;
  recent: boolean;
  score: number;
}

export const resultKey = (orgId: string, entry: Pick<PaletteEntry, 'kind' | 'id'>): string =>
  `${orgId} ${entry.kind} ${entry.id}`;

export interface PaletteQuery {
  /** The words to match, lower-cased, filters taken out. */
  text: string;
  org: string | null;
  type: string | null;
  health: string | null;
}

export const FILTER_NAMES = ['org', 'type', 'health'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];

/** `org:prod type:check health:unh api` → filters and the text left (filters anywhere in the line). */
export function parseQuery(line: string): PaletteQuery {
  const query: PaletteQuery = { text: '', org: null, type: null, health: null };
  const words: string[] = [];
  for (const word of line.trim().split(/\s+/)) {
    if (!word) continue;
    const match = /^(org|type|health):(.*)$/i.exec(word);
    if (match) {
      const name = match[1]!.toLowerCase() as FilterName;
      const value = match[2]!.toLowerCase();
      query[name] = value;
    } else words.push(word.toLowerCase());
  }
  query.text = words.join(' ');
  return query;
}

const KIND_ALIASES: Record<string, PaletteKind> = {
  page: 'screen',
  screens: 'screen',
  checks: 'check',
  health: 'check',
  components: 'component',
  topology: 'component',
  configs: 'config',
  catalog: 'config',
  playbooks: 'playbook',
  incidents: 'incident',
};

/**
 * The kinds `type:<value>` names (by prefix or alias), or null when it names none and is matched
 * against the entry's own type in its second line instead (`type:pod`).
 */
export function typeKinds(value: string): PaletteKind[] | null {
  const kinds = PALETTE_KINDS.filter(
    (kind) => kind.startsWith(value) || KIND_ALIASES[value] === kind,
  );
  return kinds.length > 0 ? kinds : null;
}

/** Does `type:<value>` take this entry: its kind by prefix or alias, else its own type (`Pod`). */
export function matchesType(value: string, entry: Pick<PaletteEntry, 'kind' | 'detail'>): boolean {
  if (!value) return true;
  const kinds = typeKinds(value);
  return kinds ? kinds.includes(entry.kind) : entry.detail.toLowerCase().includes(value);
}

/** Does `health:<value>` take this entry (prefix: `health:unh`); entries without health never. */
export function matchesHealth(value: string, health: PaletteHealth | null): boolean {
  if (!value) return true;
  return health !== null && health.startsWith(value);
}

/** Does `org:<value>` take this organisation (its name, spaces left out, or its id contains it). */
export function matchesOrg(value: string, org: PaletteOrg): boolean {
  if (!value) return true;
  const name = org.name.toLowerCase();
  return (
    name.includes(value) ||
    name.replace(/\s+/g, '').includes(value) ||
    org.id.toLowerCase().includes(value)
  );
}

/** The filter being typed at the end of the line (for Tab completion), or null. */
export function filterAtEnd(line: string): { name: FilterName; value: string } | null {
  const match = /(?:^|\s)(org|type|health):(\S*)$/i.exec(line);
  return match ? { name: match[1]!.toLowerCase() as FilterName, value: match[2]! } : null;
}
