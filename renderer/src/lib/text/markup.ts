// HTML written as text (a self-contained file to save): the `markup` tag escapes every value put
// into its template (text and numbers; nothing for null, undefined or false) unless the value is
// what `markup` made, or a list of such values, so a document holds only the markup its
// templates wrote.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/** Markup that `markup` keeps as it is. */
export class SafeHtml {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
  toString() {
    return this.text;
  }
}

export type HtmlValue =
  SafeHtml | string | number | false | null | undefined | readonly HtmlValue[];

const piece = (value: HtmlValue): string =>
  value instanceof SafeHtml
    ? value.text
    : Array.isArray(value)
      ? value.map(piece).join('')
      : value === false
        ? ''
        : escapeHtml(value as string | number | null | undefined);

export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, i) => out + piece(values[i - 1]) + text));
}
