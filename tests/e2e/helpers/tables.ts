// The data table named `name` once it holds data: its loading skeleton has rows too, so waiting
// for a row alone can click a placeholder. The first query of a fresh sandbox copy can take a
// while on a busy machine, hence the long wait.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';

export async function loadedTable(page: Page, name: string, timeout = 60_000): Promise<Locator> {
  const table = page.getByRole('table', { name });
  await expect(page.locator('.mc-table[aria-busy="false"]').filter({ has: table })).toBeVisible({
    timeout,
  });
  return table;
}

/** The table's column headers as shown (sort icons left out), in order; blank ones dropped. */
export async function visibleHeaders(table: Locator): Promise<string[]> {
  const headers = await table.locator('thead th:not(.mc-table-chooser-cell)').evaluateAll((cells) =>
    cells.map((cell) => {
      const copy = cell.cloneNode(true) as Element;
      for (const icon of copy.querySelectorAll('svg, .bp6-icon')) icon.remove();
      return (copy.textContent ?? '').trim();
    }),
  );
  return headers.filter((header) => header !== '');
}

/** Exports the list on screen (its Export menu) and returns the file's name and text. */
export async function exportList(
  page: Page,
  format: 'CSV' | 'JSON',
): Promise<{ name: string; text: string }> {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const downloaded = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('menuitem', { name: format }).click();
  const download = await downloaded;
  const file = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(file, 'utf8') };
}

/**
 * The headers of a table that fits its width by priority (DataTable's column chooser): those on
 * screen plus those the chooser lists as hidden. A list's columns are all there, some may be
 * behind the chooser on a narrower window.
 */
export async function tableColumns(table: Locator): Promise<string[]> {
  const shown = (await table.locator('thead th').allInnerTexts()).map((t) => t.trim());
  const chooser = table.getByRole('button', { name: /^Columns/ });
  const label = (await chooser.count()) > 0 ? await chooser.getAttribute('aria-label') : null;
  const hidden = /\((.*)\)$/.exec(label ?? '')?.[1]?.split(', ') ?? [];
  return [...shown.filter(Boolean), ...hidden];
}

/** Every header is on screen or listed, hidden, in the column chooser. */
export async function expectColumns(table: Locator, headers: readonly string[]): Promise<void> {
  await expect.poll(async () => tableColumns(table)).toEqual(expect.arrayContaining([...headers]));
}

/** Widths of the page's scroller and of every table's scroll box that overflow sideways. */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement;
    if (root && root.scrollWidth > root.clientWidth)
      found.push(`page: ${root.scrollWidth} > ${root.clientWidth}`);
    for (const box of document.querySelectorAll<HTMLElement>('.mcd-content, .mc-table-scroll'))
      if (box.scrollWidth > box.clientWidth + 1)
        found.push(`${box.className}: ${box.scrollWidth} > ${box.clientWidth}`);
    return found;
  });
}
