// Copies text and shows the matching toast. `successMessage` lets callers use texts such as
// 'Copied {id} to clipboard' or 'Link copied to clipboard' (spec 3 §8).
import { showToast } from '../toaster/toaster.ts';
import { COPY_MESSAGES, browserClipboard, copyText } from './copy-text.ts';
import type { CopyOutcome } from './copy-text.ts';

export async function copyToClipboard(
  text: string,
  successMessage: string = COPY_MESSAGES.copied,
): Promise<CopyOutcome> {
  const outcome = await copyText(text, browserClipboard());
  await showToast(
    outcome === 'copied' ? successMessage : COPY_MESSAGES[outcome],
    outcome === 'copied' ? 'success' : 'danger',
  );
  return outcome;
}
