import type { ChangeEvent, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CheckListPopover } from './CheckListPopover.tsx';

type CheckboxProps = {
  label: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

describe('CheckListPopover', () => {
  const onToggle = vi.fn();
  const popover = CheckListPopover({
    label: 'Group By',
    className: 'mc-list',
    placement: 'bottom-start',
    items: [
      { id: 'type', label: 'Type', checked: true },
      { id: 'team', label: 'team', checked: false },
    ],
    onToggle,
    children: <button type="button">Open</button>,
  }) as ReactElement<{ content: ReactElement }>;
  const list = popover.props.content;

  it('lists a named group of checkboxes, ticked as given', () => {
    const html = renderToStaticMarkup(list);
    expect(html).toContain('role="group"');
    expect(html).toContain('aria-label="Group By"');
    expect(html).toContain('class="mc-list"');
    expect(html.match(/checked=""/g)).toHaveLength(1);
    expect(html).toContain('Type');
    expect(html).toContain('team');
  });

  it('toggles one item with its new state', () => {
    const boxes = (list.props as { children: ReactElement<CheckboxProps>[] }).children;
    const tick = (box: ReactElement<CheckboxProps> | undefined, checked: boolean) =>
      box?.props.onChange({ currentTarget: { checked } } as ChangeEvent<HTMLInputElement>);
    tick(boxes[1], true);
    tick(boxes[0], false);
    expect(onToggle.mock.calls).toEqual([
      ['team', true],
      ['type', false],
    ]);
  });
});
