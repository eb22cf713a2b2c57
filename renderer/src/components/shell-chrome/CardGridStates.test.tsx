// A card grid's states: placeholder cards in the layout's classes while loading, the empty text
// when there are no items, else the cards drawn from the items.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { CardGridStates } from './CardGridStates.tsx';

const draw = (items: readonly string[] | undefined) =>
  renderToStaticMarkup(
    <CardGridStates
      items={items}
      empty="Nothing here"
      skeleton={{ className: 'grid', cardClassName: 'card', label: 'Loading cards', count: 2 }}
    >
      {(shown) => shown.map((item) => <article key={item}>{item}</article>)}
    </CardGridStates>,
  );

describe('CardGridStates', () => {
  it('draws placeholder cards in the layout classes while loading', () => {
    const html = draw(undefined);
    expect(html).toContain('class="grid" aria-busy="true" aria-label="Loading cards"');
    expect(html.match(/class="card bp6-skeleton"/g)).toHaveLength(2);
  });

  it('reads the empty text without items, else draws the cards', () => {
    expect(draw([])).toContain('Nothing here');
    const html = draw(['a', 'b']);
    expect(html).toContain('<article>a</article><article>b</article>');
    expect(html).not.toContain('Nothing here');
  });
});
