// Kubernetes-style quantities ('512Mi', '1G', '300k') read into bytes (bytes.ts writes them).
const POWER: Readonly<Record<string, number>> = { k: 1, m: 2, g: 3, t: 4, p: 5, e: 6 };

/** A number, or a quantity: `Ki`/`Mi`/`Gi`… binary, `K`/`M`/`G`… decimal, an optional `B`. */
export function parseSize(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*(?:([kmgtpe])(i)?)?b?\s*$/i.exec(value);
  if (!m) return undefined;
  const power = m[2] ? (POWER[m[2].toLowerCase()] ?? 0) : 0;
  return Number(m[1]) * (m[3] ? 1024 : 1000) ** power;
}
