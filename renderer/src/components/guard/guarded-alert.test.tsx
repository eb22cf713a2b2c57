// The production confirmation names what it is about to change (issue 32, 17): a line under the
// organisation's name says the action and its target, whatever question the caller wrote.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { TypedConfirmBody } from './GuardedAlert.tsx';
import { guardedTargetLine } from './production-guard.ts';

const body = (action: 'delete' | 'run-now', target: string, question: string) =>
  renderToStaticMarkup(
    <TypedConfirmBody
      isOpen
      action={action}
      target={target}
      name="Acme Production"
      colour={undefined}
      confirmButtonText="Delete"
      onConfirm={() => {}}
      onCancel={() => {}}
    >
      {question}
    </TypedConfirmBody>,
  );

describe('the production confirmation', () => {
  it('names the target even when the question does not', () => {
    const html = body(
      'delete',
      'the agent eu-west-agent',
      'Are you sure you want to delete agent?',
    );
    expect(html).toContain('Deletes the agent eu-west-agent');
    expect(html).toContain('Acme Production');
  });

  it('says what each action does to its target', () => {
    expect(guardedTargetLine('run-now', 'api-health')).toBe('Runs the check api-health');
    expect(guardedTargetLine('run-playbook', 'restart-pod')).toBe('Runs the playbook restart-pod');
    expect(guardedTargetLine('delete', '  logs.disable ')).toBe('Deletes logs.disable');
  });

  it('never shows a bare verb for a missing name', () => {
    expect(guardedTargetLine('delete', ' ')).toBe('Deletes an unnamed item');
  });
});
