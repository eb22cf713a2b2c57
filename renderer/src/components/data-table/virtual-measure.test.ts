import { describe, expect, it, vi } from 'vitest';
import { estimateBoxHeight, scrollSkippingFirstToTop } from './virtual-measure.ts';

describe('estimateBoxHeight', () => {
  it('takes pixel bounds as they are', () => {
    expect(estimateBoxHeight(420, 900)).toBe(420);
    expect(estimateBoxHeight('560px', 900)).toBe(560);
  });

  it('works out a viewport calc from the window height', () => {
    expect(estimateBoxHeight('calc(100vh - 260px)', 900)).toBe(640);
    expect(estimateBoxHeight('calc(100vh - 260px)', 200)).toBe(0);
    expect(estimateBoxHeight('calc(100vh - var(--mc-fit-offset, 250px))', 900)).toBe(650);
  });

  it('counts any other bound as the whole window', () => {
    expect(estimateBoxHeight('50%', 900)).toBe(900);
    expect(estimateBoxHeight('calc(100vh - 2em)', 768)).toBe(768);
  });
});

describe('scrollSkippingFirstToTop', () => {
  const element = () => ({ scrollTo: vi.fn() });

  it('skips only the opening scroll to the top', () => {
    const box = element();
    const scroll = scrollSkippingFirstToTop();
    const instance = { scrollElement: box, options: {} } as never;
    scroll(0, {}, instance);
    expect(box.scrollTo).not.toHaveBeenCalled();
    scroll(0, {}, instance);
    scroll(120, { behavior: 'smooth' }, instance);
    expect(box.scrollTo).toHaveBeenCalledTimes(2);
    expect(box.scrollTo).toHaveBeenLastCalledWith({ top: 120, behavior: 'smooth' });
  });

  it('performs an opening scroll anywhere but the top', () => {
    const box = element();
    const scroll = scrollSkippingFirstToTop();
    scroll(300, {}, { scrollElement: box, options: {} } as never);
    expect(box.scrollTo).toHaveBeenCalledWith({ top: 300, behavior: undefined });
  });
});
