// Parsing for code fields (spec 1 §2/§5): yaml or json text becomes a value only when it parses;
// invalid text is "silently not applied", so callers keep their last good value.
import { parse as parseYaml } from 'yaml';

export type CodeLanguage = 'yaml' | 'json';

export type ParseResult = { ok: true; value: unknown } | { ok: false; error: string };

export function parseCode(text: string, language: CodeLanguage): ParseResult {
  try {
    if (language === 'json')
      return { ok: true, value: text.trim() === '' ? null : (JSON.parse(text) as unknown) };
    return { ok: true, value: parseYaml(text, { prettyErrors: false }) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Editor heights for the size presets of spec 1 §2. */
export const CODE_EDITOR_SIZES = {
  'very-small': '120px',
  small: '200px',
  medium: '360px',
  large: '560px',
  full: '100%',
  /** A resource's spec (spec 3 §2.2): 500px, less when the window is under 1000px tall. */
  spec: 'min(500px, calc(100vh - 500px))',
} as const;
export type CodeEditorSize = keyof typeof CODE_EDITOR_SIZES;
