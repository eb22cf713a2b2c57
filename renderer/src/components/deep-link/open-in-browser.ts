// Opens an address in the system browser (main checks it), saying so in a toast when it cannot.
import { openExternal } from '../../api/services/app.ts';
import { showToast } from '../toaster/toaster.ts';

/** `what` names the page in the toast: 'the docs', 'the web console'. */
export async function openInBrowser(url: string, what: string): Promise<void> {
  try {
    const result = await openExternal(url);
    if (!result.opened)
      await showToast(`Could not open ${what}: ${result.reason ?? 'refused'}`, 'warning');
  } catch (error) {
    await showToast(`Could not open ${what}: ${(error as Error).message}`, 'danger');
  }
}
