// A flow on screen: its title (aal2 'Two-Factor Authentication', refresh 'Confirm Action'), its
// messages and form, and the states around it (starting, main could not reach the organisation,
// the flow cannot continue).
import type { ReactNode } from 'react';
import { Button, Callout, H3, Spinner } from '@blueprintjs/core';
import { useElapsed } from '../../../lib/hooks/useElapsed.ts';
import { FlowForm } from './FlowForm.tsx';
import { flowTitle } from './flow-nodes.ts';
import type { IdentityFlowState } from './useIdentityFlow.ts';

export function IdentityFlowPanel(props: {
  state: IdentityFlowState;
  signInTitle: string;
  /** Starts the flow again after a failure or an error that ends it (`state.restart` unless given). */
  onRestart?: () => void;
  /** Flow messages disappear after this long (profile settings: 10 s). */
  clearMessagesAfterMs?: number;
  heading?: (title: string) => ReactNode;
  footer?: ReactNode;
  /** Values for inputs the flow leaves empty, by input name. */
  prefill?: Readonly<Record<string, string>>;
}) {
  const { state, signInTitle, onRestart = state.restart, clearMessagesAfterMs } = props;
  const { step, failure, busy, stepKey } = state;
  const messagesGone = useElapsed(clearMessagesAfterMs || undefined, stepKey);
  const heading = props.heading ?? ((title: string) => <H3>{title}</H3>);

  if (failure)
    return (
      <Callout intent="danger" title="The sign-in did not complete" role="alert">
        <p>{failure}</p>
        <Button text="Try again" onClick={onRestart} />
      </Callout>
    );
  if (!step || (busy && step.type !== 'flow'))
    return <Spinner size={32} aria-label="Loading the form" />;
  if (step.type === 'error')
    return (
      <>
        <Callout intent="danger" role="alert" title="An error occurred">
          {step.message}
        </Callout>
        <Button className="mcd-spaced" text="Start again" onClick={onRestart} />
        {props.footer}
      </>
    );
  if (step.type !== 'flow') return <Spinner size={32} aria-label="Finishing" />;
  const flow = step.flow;
  return (
    <>
      {heading(flowTitle(flow, signInTitle))}
      <FlowForm
        key={stepKey}
        flow={flow}
        busy={busy}
        hideMessages={messagesGone}
        prefill={props.prefill}
        onSubmit={(values) => state.submit(values)}
      />
      {props.footer}
    </>
  );
}
