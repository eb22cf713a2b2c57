// Messages between the window and the palette's worker (palette.worker.ts). The worker parses
// each organisation's cache and keeps the index, so neither a 6 MB JSON.parse nor a scan of a few
// hundred thousand names runs on the window's main thread.
import type { PaletteEntry, PaletteOrg, PaletteResult } from './palette-model.ts';

export type PaletteRequest =
  /** The screens every organisation has (from the route manifests, which only the window has). */
  | { type: 'screens'; screens: PaletteEntry[] }
  /** An organisation and its cache as main keeps it (null: no cache, screens only). */
  | { type: 'org'; org: PaletteOrg; payload: string | null }
  | { type: 'remove'; orgId: string }
  | {
      type: 'search';
      id: number;
      line: string;
      recents: string[];
      currentOrgId: string | null;
      limit: number;
    };

export type PaletteResponse =
  | { type: 'results'; id: number; results: PaletteResult[]; size: number }
  | { type: 'indexed'; orgId: string; entries: number };
