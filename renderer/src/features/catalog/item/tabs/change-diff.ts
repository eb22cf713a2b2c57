// A change's unified diff as lines to colour (C7): additions, removals, hunk and file headers.
import { fromJsonText } from '../../../../lib/data/json-text.ts';
import { prettyJson as printJson } from '../../../../lib/format/pretty-json.ts';

export type DiffLineKind = 'add' | 'remove' | 'hunk' | 'header' | 'context';

export interface DiffLine {
  kind: DiffLineKind;
  text: string;
}

function kindOf(line: string): DiffLineKind {
  if (line.startsWith('+++') || line.startsWith('---')) return 'header';
  if (line.startsWith('@@')) return 'hunk';
  if (line.startsWith('+')) return 'add';
  if (line.startsWith('-')) return 'remove';
  return 'context';
}

export function diffLines(diff: string | null | undefined): DiffLine[] {
  if (!diff) return [];
  const lines = diff.replace(/\r\n/g, '\n').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.map((text) => ({ kind: kindOf(text), text }));
}

/** JSON for the patches and details panes (JSON text parsed first); nothing for empty values. */
export function prettyJson(value: unknown): string | null {
  const parsed = fromJsonText(value, value);
  if (parsed == null || (typeof parsed === 'object' && Object.keys(parsed).length === 0))
    return null;
  return typeof parsed === 'string' ? parsed : printJson(parsed);
}
