// Clipboard helper (spec 1 §2): copies text and reports one of three outcomes, each with the
// spec's toast text. The clipboard is injected so the logic runs in Node tests.

export type CopyOutcome = 'copied' | 'unavailable' | 'failed';

export const COPY_MESSAGES: Record<CopyOutcome, string> = {
  copied: 'Copied to clipboard',
  unavailable: 'Clipboard not available',
  failed: 'Failed to copy to clipboard',
};

type ClipboardLike = Pick<Clipboard, 'writeText'>;

export async function copyText(
  text: string,
  clipboard: ClipboardLike | undefined,
): Promise<CopyOutcome> {
  if (!clipboard || typeof clipboard.writeText !== 'function') return 'unavailable';
  try {
    await clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The browser's clipboard, if this context has one (it needs a secure context). */
export function browserClipboard(): ClipboardLike | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.clipboard;
}
