// lazyPart, rendered on the server renderer that waits for lazy code: a part loads its code only
// once it is to be shown, and then shows what it loaded with the props it was given.
import { describe, expect, it, vi } from 'vitest';
import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { lazyPart } from './lazy-part.tsx';

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  const text = await new Response(prelude).text();
  return text.replace(/<!--\/?\$-->/g, ''); // the Suspense boundary's markers
}

function Greeting({ name }: { name: string; isOpen?: boolean }) {
  return <p>Hello {name}</p>;
}

describe('lazyPart', () => {
  it('loads and shows the part when it is first rendered', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyPart(load);
    expect(load).not.toHaveBeenCalled();
    expect(await html(<Part name="Ana" />)).toBe('<p>Hello <!-- -->Ana</p>');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders and loads nothing while the part is not to be shown', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Part = lazyPart(load, { useShown: (props) => props.isOpen === true });
    expect(await html(<Part name="Ana" isOpen={false} />)).toBe('');
    expect(load).not.toHaveBeenCalled();
    expect(await html(<Part name="Ana" isOpen />)).toBe('<p>Hello <!-- -->Ana</p>');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays rendered once shown, wherever it is rendered again, when kept for the window', async () => {
    const Kept = lazyPart(() => Promise.resolve(Greeting), {
      useShown: (props) => props.isOpen === true,
      keepForWindow: true,
    });
    const Plain = lazyPart(() => Promise.resolve(Greeting), {
      useShown: (props) => props.isOpen === true,
    });
    expect(await html(<Kept name="Ana" isOpen={false} />)).toBe('');
    await html(<Kept name="Ana" isOpen />);
    await html(<Plain name="Ana" isOpen />);
    expect(await html(<Kept name="Bo" isOpen={false} />)).toBe('<p>Hello <!-- -->Bo</p>');
    expect(await html(<Plain name="Bo" isOpen={false} />)).toBe('');
  });
});
