import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { once } from './screen-modules.ts';
import { screen } from './screens.ts';

const Page = () => <p>the page</p>;

describe('screen', () => {
  it('shows the page skeleton while its module is on its way, not a suspension', () => {
    const Screen = screen(once(() => new Promise(() => undefined)));
    // A suspending component would make renderToStaticMarkup throw without a Suspense boundary.
    expect(renderToStaticMarkup(<Screen />)).toContain('aria-label="Loading"');
  });

  it('renders the module at once when it has arrived', async () => {
    const load = once(() => Promise.resolve({ default: Page }));
    await load();
    const Screen = screen(load);
    expect(renderToStaticMarkup(<Screen />)).toBe('<p>the page</p>');
  });

  it('throws a failed load to the error boundary, and keeps it failed', async () => {
    let calls = 0;
    const load = once(() => {
      calls += 1;
      return Promise.reject(new Error('chunk missing'));
    });
    await load().catch(() => undefined);
    const Screen = screen(load);
    expect(() => renderToStaticMarkup(<Screen />)).toThrow('chunk missing');
    expect(calls).toBe(1);
  });
});
