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
      asked={[{ key: 'acme', name: 'Acme Production', colour: undefined }]}
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

  it('asks once for an action across organisations: a name to type per production one', () => {
    const org = (id: string, name: string, environment: 'production' | 'staging') => ({
      id,
      name,
      environment,
      colour: '#123456',
    });
    const html = renderToStaticMarkup(
      <TypedConfirmBody
        isOpen
        action="run-playbook"
        target="restart-pod"
        orgs={[
          org('a', 'EU Prod', 'production'),
          org('b', 'Sandbox', 'staging'),
          org('c', 'US Prod', 'production'),
        ]}
        asked={[
          { key: 'a', name: 'EU Prod', colour: '#123456' },
          { key: 'c', name: 'US Prod', colour: '#123456' },
        ]}
        confirmButtonText="Run in 3 organisations"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(html).toContain('Runs the playbook restart-pod in 3 organisations, also in Sandbox');
    expect(html).toContain('aria-label="Type EU Prod to confirm"');
    expect(html).toContain('aria-label="Type US Prod to confirm"');
    expect(html).not.toContain('aria-label="Type Sandbox to confirm"');
  });

  it("shows the dialog's own button between Cancel and the confirm", () => {
    const html = renderToStaticMarkup(
      <TypedConfirmBody
        isOpen
        action="delete"
        target="the hypothesis Pool exhausted"
        asked={[{ key: 'acme', name: 'Acme Production', colour: undefined }]}
        confirmButtonText="Delete"
        also={<button type="button">Disprove</button>}
        confirmDisabled
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    expect(html.indexOf('Cancel')).toBeLessThan(html.indexOf('Disprove'));
    expect(html.indexOf('Disprove')).toBeLessThan(html.lastIndexOf('Delete'));
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
