// A cell cut short by its ellipsis shows its whole text as a tooltip. Measured when the pointer
// reaches the cell (one listener on the table body), so rendering pays nothing for it, and only a
// cell that is really cut gets a title: a name of 10,000 characters can still be read in full.

/** Sets the whole text as the title of the hovered cell when it is cut; leaves other titles. */
export function titleCutCell(event: { target: EventTarget | null }): void {
  const cell = (event.target as Element | null)?.closest?.('td');
  if (!(cell instanceof HTMLElement) || cell.hasAttribute('title')) return;
  if (cell.scrollWidth <= cell.clientWidth) return;
  const text = cell.textContent?.trim();
  if (text) cell.setAttribute('title', text);
}
