// Tab in the palette: completes the filter being typed at the end of the line to its next value
// (Shift+Tab: the previous one), or starts one. Organisations are offered by their name without
// spaces, which `org:` matches.
import {
  FILTER_NAMES,
  PALETTE_HEALTHS,
  PALETTE_KINDS,
  filterAtEnd,
  type FilterName,
  type PaletteOrg,
} from './palette-model.ts';

export const orgToken = (org: Pick<PaletteOrg, 'name'>): string =>
  org.name.toLowerCase().replace(/\s+/g, '');

function valuesOf(name: FilterName, orgs: readonly Pick<PaletteOrg, 'name'>[]): string[] {
  if (name === 'org') return orgs.map(orgToken);
  if (name === 'type') return [...PALETTE_KINDS];
  return [...PALETTE_HEALTHS];
}

export function nextFilterValue(
  line: string,
  orgs: readonly Pick<PaletteOrg, 'name'>[],
  step: 1 | -1 = 1,
): string {
  const typing = filterAtEnd(line);
  if (!typing) {
    const used = new Set(FILTER_NAMES.filter((name) => new RegExp(`(^|\\s)${name}:`).test(line)));
    const name = FILTER_NAMES.find((n) => !used.has(n)) ?? 'type';
    const sep = line === '' || line.endsWith(' ') ? '' : ' ';
    return `${line}${sep}${name}:`;
  }
  const values = valuesOf(typing.name, orgs);
  if (values.length === 0) return line;
  const value = typing.value.toLowerCase();
  const exact = values.indexOf(value);
  let next: string;
  if (exact >= 0) next = values[(exact + step + values.length) % values.length]!;
  else next = values.find((v) => v.startsWith(value)) ?? values[0]!;
  return `${line.slice(0, line.length - typing.value.length)}${next}`;
}
