// The choice buttons' markup: a group named by its label, the chosen button pressed, an icon-only
// button named by its label.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChoiceButtons } from './ChoiceButtons.tsx';

const render = (iconOnly: boolean) =>
  renderToStaticMarkup(
    <ChoiceButtons
      label="Layout"
      value="cards"
      choices={[
        { value: 'table', label: 'Table', icon: 'th', iconOnly },
        { value: 'cards', label: 'Cards', icon: 'grid-view', iconOnly },
      ]}
      onChange={() => undefined}
    />,
  );

describe('ChoiceButtons', () => {
  it('names the group and presses the chosen button only', () => {
    const html = render(false);
    expect(html).toContain('aria-label="Layout"');
    expect(html).toMatch(/aria-pressed="false"((?!aria-pressed).)*Table/);
    expect(html).toMatch(/aria-pressed="true"((?!aria-pressed).)*Cards/);
  });

  it('names an icon-only button by its label and shows no text', () => {
    const html = render(true);
    expect(html).toContain('aria-label="Table"');
    expect(html).not.toContain('>Table<');
  });
});
