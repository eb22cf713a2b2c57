// The subject column, rendered to markup: its search and the state it is in, or the caller's items.
import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { MenuItem } from '@blueprintjs/core';
import { SubjectMenu } from './SubjectMenu.tsx';

function render(read: { isPending: boolean; error: unknown }, empty = false): string {
  const wrap = (node: ReactNode) => <MemoryRouter>{node}</MemoryRouter>;
  return renderToStaticMarkup(
    wrap(
      <SubjectMenu
        className="col"
        scrollClassName="scroll"
        search=""
        onSearch={vi.fn()}
        read={read}
        empty={empty}
      >
        <MenuItem text="Admins" />
      </SubjectMenu>,
    ),
  );
}

describe('SubjectMenu', () => {
  it('lists the given items under a search', () => {
    const html = render({ isPending: false, error: null });
    expect(html).toContain('aria-label="Subjects"');
    expect(html).toContain('placeholder="Search subjects..."');
    expect(html).toContain('aria-label="Subject list"');
    expect(html).toContain('Admins');
  });

  it('says when nothing matched, and not the items', () => {
    const html = render({ isPending: false, error: null }, true);
    expect(html).toContain('No subjects found');
    expect(html).not.toContain('Admins');
  });

  it('shows a spinner while loading', () => {
    const html = render({ isPending: true, error: null });
    expect(html).toContain('bp6-spinner');
    expect(html).not.toContain('Admins');
  });
});
