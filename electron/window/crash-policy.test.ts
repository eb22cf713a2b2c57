import { describe, expect, it } from 'vitest';
import { crashPageHtml, createCrashPolicy } from './crash-policy.ts';

describe('crash policy', () => {
  it('reloads after the first crash, then shows the error page while crashes keep coming', () => {
    let t = 0;
    const policy = createCrashPolicy({ now: () => t });
    expect(policy.onRendererGone('crashed')).toBe('reload');
    t = 5_000;
    expect(policy.onRendererGone('crashed')).toBe('error-page');
    t = 10_000;
    expect(policy.onRendererGone('oom')).toBe('error-page');
  });

  it('forgives a crash that happened long ago', () => {
    let t = 0;
    const policy = createCrashPolicy({ now: () => t, windowMs: 60_000 });
    expect(policy.onRendererGone('crashed')).toBe('reload');
    t = 61_000;
    expect(policy.onRendererGone('killed')).toBe('reload');
  });

  it('ignores clean exits and gives up at once on integrity failures', () => {
    const policy = createCrashPolicy();
    expect(policy.onRendererGone('clean-exit')).toBe('ignore');
    expect(policy.onRendererGone('integrity-failure')).toBe('error-page');
    expect(policy.onRendererGone('crashed')).toBe('reload');
  });

  it('renders a static page that cannot inject markup from the reason', () => {
    const html = crashPageHtml('crashed<script>alert(1)</script>');
    expect(html).not.toContain('<script>');
    expect(html).toContain("default-src 'none'");
  });
});
