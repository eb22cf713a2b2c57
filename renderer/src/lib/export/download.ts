// Saves text built chunk by chunk as a file: a download of a Blob from its parts. In Electron the
// download goes through the native save dialog (electron/window/downloads.ts); in browser mode it
// is an ordinary download.
import type { ExportSink } from './exporter.ts';

export const MIME = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
  html: 'text/html;charset=utf-8',
} as const;

/** A sink collecting chunks; `save` hands the file to the user. */
export function blobSink(): ExportSink & { save(name: string, type: string): void } {
  const parts: string[] = [];
  return {
    write: (chunk) => void parts.push(chunk),
    save: (name, type) => downloadBlob(new Blob(parts, { type }), name),
  };
}

/** Starts the browser's download of `href` under the file name `name`. */
export function downloadLink(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  downloadLink(url, name);
  // The download has taken the data once the click returned; keep the URL a moment for slow hosts.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
