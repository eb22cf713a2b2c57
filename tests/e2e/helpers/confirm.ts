// Browser mode asks for credential-equivalent actions (an agent's token, an invitation, a new
// proxy or CA, hiding an org) on a page of its own origin that the app's page cannot script
// (electron/host/confirm-pages.ts). A test answers as the user does: it opens the link the host
// printed in a tab of its own and clicks the button.
import type { BrowserContext } from '@playwright/test';
import { expect } from '../fixtures.ts';
import type { BrowserModeHost } from '../fixtures.ts';

export async function answerConfirmation(
  host: BrowserModeHost,
  context: BrowserContext,
  button: string,
  expected?: { message: string | RegExp },
): Promise<void> {
  const url = await host.nextConfirmation();
  const tab = await context.newPage();
  try {
    await tab.goto(url);
    if (expected) await expect(tab.getByRole('heading', { level: 1 })).toHaveText(expected.message);
    await tab.getByRole('button', { name: button }).click();
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
      button === 'Cancel' ? 'Cancelled' : 'Confirmed',
    );
  } finally {
    await tab.close();
  }
}
