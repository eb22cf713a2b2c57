// The URL of a compare (/catalog/compare?left=<orgId>:<configId>&right=…): each side names its
// organisation, so one compare can show two organisations.

export interface CompareSide {
  orgId: string;
  id: string;
}

/** `<orgId>:<configId>` → the side; null when absent or malformed. Config ids hold no ':'. */
export function parseSide(raw: string | null | undefined): CompareSide | null {
  if (!raw) return null;
  const at = raw.lastIndexOf(':');
  if (at <= 0 || at === raw.length - 1) return null;
  return { orgId: raw.slice(0, at), id: raw.slice(at + 1) };
}

export const sideParam = (side: CompareSide): string => `${side.orgId}:${side.id}`;

/** The column title of a side: the item's name, and its organisation when the two differ. */
export function sideTitle(
  name: string | null | undefined,
  orgName: string | undefined,
  showOrg: boolean,
): string {
  const item = name || 'Unnamed item';
  return showOrg && orgName ? `${orgName} · ${item}` : item;
}
