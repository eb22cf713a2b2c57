// The Relationships tab's direction toggles (spec 2 §2): Outgoing, Incoming and Soft, kept in the
// URL. At least one direction stays on, and turning Incoming off forces Outgoing on. They become
// C8's `type_filter` (incoming, outgoing or all) and relation (Soft: both, else hard).
export type Direction = 'outgoing' | 'incoming';

export interface Directions {
  outgoing: boolean;
  incoming: boolean;
  soft: boolean;
}

export const DEFAULT_DIRECTIONS: Directions = { outgoing: true, incoming: false, soft: false };

const PARAM = { outgoing: 'outgoing', incoming: 'incoming', soft: 'relation' } as const;

/** Reads the toggles; a URL with both directions off reads as Outgoing on. */
export function directionsFromParams(params: URLSearchParams): Directions {
  const incoming = params.get(PARAM.incoming) === 'true';
  const outgoing = params.get(PARAM.outgoing) !== 'false' || !incoming;
  return { outgoing, incoming, soft: params.get(PARAM.soft) === 'soft' };
}

/** A copy of `params` with the toggles written; defaults leave no parameter behind. */
export function directionsToParams(
  directions: Directions,
  params: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (directions.outgoing) next.delete(PARAM.outgoing);
  else next.set(PARAM.outgoing, 'false');
  if (directions.incoming) next.set(PARAM.incoming, 'true');
  else next.delete(PARAM.incoming);
  if (directions.soft) next.set(PARAM.soft, 'soft');
  else next.delete(PARAM.soft);
  return next;
}

/** Whether `direction` may be switched off now: not when it is the only one on. */
export function canTurnOff(directions: Directions, direction: Direction): boolean {
  // Incoming off always lands on Outgoing on, so it may always be switched off.
  if (direction === 'incoming') return true;
  return directions.incoming;
}

/** The toggles after switching `direction` to `on`, following the two rules above. */
export function setDirection(
  directions: Directions,
  direction: Direction,
  on: boolean,
): Directions {
  if (direction === 'incoming') {
    return on
      ? { ...directions, incoming: true }
      : { ...directions, incoming: false, outgoing: true };
  }
  if (!on && !canTurnOff(directions, 'outgoing')) return directions;
  return { ...directions, outgoing: on };
}

export function setSoft(directions: Directions, soft: boolean): Directions {
  return { ...directions, soft };
}

export function typeFilterOf(directions: Directions): 'incoming' | 'outgoing' | 'all' {
  if (directions.incoming && directions.outgoing) return 'all';
  return directions.incoming ? 'incoming' : 'outgoing';
}

export function relationOf(directions: Directions): 'both' | 'hard' {
  return directions.soft ? 'both' : 'hard';
}

const SHOW_DELETED = 'showDeleted';

/** Deleted related items are hidden unless the URL says otherwise. */
export function showDeletedFromParams(params: URLSearchParams): boolean {
  return params.get(SHOW_DELETED) === 'true';
}

export function showDeletedToParams(show: boolean, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  if (show) next.set(SHOW_DELETED, 'true');
  else next.delete(SHOW_DELETED);
  return next;
}
