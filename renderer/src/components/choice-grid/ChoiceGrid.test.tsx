// The chooser's markup: titled sections as named regions, or one named group; a search box only
// when asked for; tiles as their own grid.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChoiceGrid } from './ChoiceGrid.tsx';

const choice = (key: string) => ({ key, label: key.toUpperCase(), icon: <i /> });

describe('ChoiceGrid', () => {
  it('draws titled sections as regions, with a search box when asked for', () => {
    const html = renderToStaticMarkup(
      <ChoiceGrid
        sections={[
          { title: 'Databases', choices: [choice('pg'), choice('mysql')] },
          { title: 'Empty', choices: [] },
        ]}
        search="Search kinds"
        onChoose={() => {}}
      />,
    );
    expect(html).toContain('<section aria-label="Databases">');
    expect(html).not.toContain('aria-label="Empty"');
    expect(html).toContain('aria-label="Search kinds"');
    expect(html).toContain('PG');
    expect(html).toContain('MYSQL');
  });

  it('draws bare choices as one named group, without a search box', () => {
    const html = renderToStaticMarkup(
      <ChoiceGrid choices={[choice('http')]} label="Check type" tiles onChoose={() => {}} />,
    );
    expect(html).toContain('role="group" aria-label="Check type"');
    expect(html).toContain('mc-choice-tiles');
    expect(html).not.toContain('<input');
  });
});
