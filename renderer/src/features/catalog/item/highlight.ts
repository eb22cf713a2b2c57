// A light, per-line highlighter for the body viewer: keys, strings, numbers, literals and
// comments of JSON and YAML. Only the lines on screen are tokenised, so a large document costs
// nothing until it is scrolled; the text of the tokens always joins back to the line.

export type TokenKind = 'key' | 'string' | 'number' | 'literal' | 'comment' | 'plain';
export interface Token {
  kind: TokenKind;
  text: string;
}

const JSON_TOKEN =
  /("(?:[^"\\]|\\.)*")(\s*:)?|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)\b|\b(true|false|null)\b/g;

function jsonTokens(line: string): Token[] {
  const out: Token[] = [];
  let at = 0;
  for (const m of line.matchAll(JSON_TOKEN)) {
    const start = m.index;
    if (start > at) out.push({ kind: 'plain', text: line.slice(at, start) });
    if (m[1] !== undefined) {
      out.push({ kind: m[2] !== undefined ? 'key' : 'string', text: m[1] });
      if (m[2] !== undefined) out.push({ kind: 'plain', text: m[2] });
    } else if (m[3] !== undefined) out.push({ kind: 'number', text: m[3] });
    else out.push({ kind: 'literal', text: m[0] });
    at = start + m[0].length;
  }
  if (at < line.length) out.push({ kind: 'plain', text: line.slice(at) });
  return out;
}

const YAML_KEY = /^(\s*(?:-\s+)?)([^\s#'"][^:#]*?|"[^"]*"|'[^']*')(:)(?=\s|$)/;

function yamlValue(text: string): Token[] {
  const comment = /(^|\s)#.*$/.exec(text);
  const body = comment ? text.slice(0, comment.index + comment[1]!.length) : text;
  const out: Token[] = [];
  const value = body.trim();
  if (value) {
    const lead = body.slice(0, body.indexOf(value));
    if (lead) out.push({ kind: 'plain', text: lead });
    const kind: TokenKind = /^-?\d+(\.\d+)?$/.test(value)
      ? 'number'
      : /^(true|false|null|~)$/.test(value)
        ? 'literal'
        : /^["']/.test(value)
          ? 'string'
          : 'plain';
    out.push({ kind, text: value });
    const trail = body.slice(lead.length + value.length);
    if (trail) out.push({ kind: 'plain', text: trail });
  } else if (body) out.push({ kind: 'plain', text: body });
  if (comment) out.push({ kind: 'comment', text: text.slice(body.length) });
  return out;
}

function yamlTokens(line: string): Token[] {
  if (/^\s*#/.test(line)) return [{ kind: 'comment', text: line }];
  const key = YAML_KEY.exec(line);
  if (!key) return yamlValue(line);
  const out: Token[] = [];
  if (key[1]) out.push({ kind: 'plain', text: key[1] });
  out.push({ kind: 'key', text: key[2]! }, { kind: 'plain', text: key[3]! });
  return [...out, ...yamlValue(line.slice(key[0].length))];
}

export function tokenize(line: string, language: 'json' | 'yaml' | 'text'): Token[] {
  if (line === '') return [];
  if (language === 'json') return jsonTokens(line);
  if (language === 'yaml') return yamlTokens(line);
  return [{ kind: 'plain', text: line }];
}
