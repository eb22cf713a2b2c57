// Deleting from an edit dialog (issue 32, 17: feature flags and notification rules were deleted
// at once): the footer's Delete asks first, naming what is deleted, and carries the production
// guard with that name as its target. The footer is called as a function and its elements read,
// since a server render cannot click.
import { describe, expect, it } from 'vitest';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { GuardedButton, type GuardedButtonProps } from '../action/GuardedButton.tsx';
import { EditDialogFooter } from './EditDialogFooter.tsx';

function guardedButtons(node: ReactNode): GuardedButtonProps[] {
  if (Array.isArray(node)) return node.flatMap(guardedButtons);
  if (!isValidElement(node)) return [];
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (element.type === GuardedButton) return [element.props];
  return guardedButtons(element.props.children);
}

const footer = (kind: string, name: string) =>
  guardedButtons(
    EditDialogFooter({
      writable: true,
      onDelete: { kind, name, run: () => {} },
      saving: false,
      onSave: () => {},
      onCancel: () => {},
    }),
  ).find((button) => button.text === 'Delete');

describe("an edit dialog's Delete", () => {
  it.each([
    ['feature flag', 'logs.disable'],
    ['notification', 'playbook-failures'],
  ])('asks before deleting the %s, naming it', (kind, name) => {
    const remove = footer(kind, name);
    expect(remove?.confirm?.title).toBe(`Delete ${kind}`);
    expect(remove?.confirm?.body).toContain(`${kind} ${name}`);
    expect(remove?.confirm?.confirmText).toBe('Delete');
    expect(remove?.guard).toEqual({ action: 'delete', target: name });
  });

  it('is not offered without write', () => {
    const buttons = guardedButtons(
      EditDialogFooter({
        writable: false,
        onDelete: { kind: 'feature flag', name: 'x', run: () => {} },
        saving: false,
        onSave: () => {},
        onCancel: () => {},
      }),
    );
    expect(buttons).toEqual([]);
  });
});
