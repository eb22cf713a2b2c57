// A cell cut short by its ellipsis shows its whole text as a tooltip. Measured when the pointer
// reaches the cell (one listener on the table body), so rendering pays nothing for it, and only a
// cell that is really cut gets a title: a name of 10,000 characters can still be read in full.
// The cut may be the cell's own or that of a part inside it (a kit CellText, a chip of a CellLine);
// chips read as their own titles, one per line.

const CUT_PARTS = '.mcd-ellipsis, .mc-cell-chips';

const isCut = (element: Element) => element.scrollWidth > element.clientWidth;

function wholeText(cell: HTMLElement): string | undefined {
  const chips = [...cell.querySelectorAll('.mc-cell-chips > .bp6-tag[title]')];
  if (chips.length) return chips.map((chip) => chip.getAttribute('title')).join('\n');
  return cell.textContent?.trim();
}

/** Sets the whole text as the title of the hovered cell when it is cut; leaves other titles. */
export function titleCutCell(event: { target: EventTarget | null }): void {
  const cell = (event.target as Element | null)?.closest?.('td');
  if (!(cell instanceof HTMLElement) || cell.hasAttribute('title')) return;
  if (!isCut(cell) && ![...cell.querySelectorAll(CUT_PARTS)].some(isCut)) return;
  const text = wholeText(cell);
  if (text) cell.setAttribute('title', text);
}
