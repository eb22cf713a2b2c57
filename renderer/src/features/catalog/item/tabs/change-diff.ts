// A change's unified diff as lines to colour (C7): additions, removals, hunk and file headers.
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

/** JSON for the patches and details panes; nothing for empty values. */
export function prettyJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    try {
      return printJson(JSON.parse(value));
    } catch {
      return value;
    }
  }
  if (typeof value === 'object' && Object.keys(value).length === 0) return null;
  return printJson(value);
}
