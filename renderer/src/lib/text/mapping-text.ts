// Text that holds a mapping (a spec, labels, a chart's values): {} when the text is blank, the
// mapping, or null when it does not parse or parses to something else (a list, a string).
import { parse as parseYaml } from 'yaml';

export type Mapping = Record<string, unknown>;

export function mappingOf(
  text: string,
  parse: (text: string) => unknown = parseYaml,
): Mapping | null {
  if (text.trim() === '') return {};
  try {
    const value = parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Mapping) : null;
  } catch {
    return null;
  }
}
