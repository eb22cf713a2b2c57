// JSON as a viewer shows it: like `JSON.stringify(value, null, 2)`, but without recursion, so a
// document nested 10,000 levels deep (which makes JSON.stringify overflow the stack) still prints,
// and indented only down to `maxIndentDepth`: deeper levels are written compactly on one line, so
// a deep document does not turn into hundreds of megabytes of leading spaces.

/** Levels that are indented; deeper ones stay on their parent's line. */
export const MAX_INDENT_DEPTH = 64;

type Frame =
  | { kind: 'array'; items: unknown[]; index: number; depth: number }
  | { kind: 'object'; entries: [string, unknown][]; index: number; depth: number };

function isContainer(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

function scalar(value: unknown): string {
  // `undefined`, functions and symbols do not come out of JSON; print them as JSON would in an array.
  return JSON.stringify(value) ?? 'null';
}

export function prettyJson(value: unknown, maxIndentDepth: number = MAX_INDENT_DEPTH): string {
  if (!isContainer(value)) return scalar(value);
  const out: string[] = [];
  const stack: Frame[] = [];
  const newline = (depth: number) => (depth <= maxIndentDepth ? `\n${'  '.repeat(depth)}` : '');

  const open = (container: object, depth: number) => {
    if (Array.isArray(container)) {
      if (container.length === 0) return void out.push('[]');
      out.push('[');
      stack.push({ kind: 'array', items: container, index: 0, depth });
    } else {
      const entries = Object.entries(container).filter(([, v]) => v !== undefined);
      if (entries.length === 0) return void out.push('{}');
      out.push('{');
      stack.push({ kind: 'object', entries, index: 0, depth });
    }
  };

  open(value, 0);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const length = frame.kind === 'array' ? frame.items.length : frame.entries.length;
    if (frame.index === length) {
      stack.pop();
      // A container whose items were written compactly closes on their line.
      out.push(frame.depth + 1 <= maxIndentDepth ? newline(frame.depth) : '');
      out.push(frame.kind === 'array' ? ']' : '}');
      continue;
    }
    if (frame.index > 0) out.push(',');
    out.push(newline(frame.depth + 1));
    let item: unknown;
    if (frame.kind === 'array') item = frame.items[frame.index];
    else {
      const [key, v] = frame.entries[frame.index]!;
      out.push(JSON.stringify(key), frame.depth + 1 <= maxIndentDepth ? ': ' : ':');
      item = v;
    }
    frame.index += 1;
    if (isContainer(item)) open(item, frame.depth + 1);
    else out.push(scalar(item));
  }
  return out.join('');
}
