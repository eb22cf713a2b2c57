// Escape closes a Blueprint overlay only from inside it: the overlay handles the key on its own
// container, and moves the focus there on the animation frame after it opens. A test that presses
// Escape as soon as the dialog is visible can be quicker than that frame on a busy machine (ci109,
// ci110: the Params dialog and the check dialog stayed open), so it waits for the focus first.
import type { Locator } from '@playwright/test';
import { expect } from '../fixtures.ts';

export async function escapeDialog(dialog: Locator): Promise<void> {
  await expect
    .poll(() =>
      dialog.evaluate((el) => !!document.activeElement?.closest('.bp6-overlay')?.contains(el)),
    )
    .toBe(true);
  await dialog.page().keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
