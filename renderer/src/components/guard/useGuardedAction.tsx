// For an action with no confirmation of its own (Run Now, a playbook run, a delete button): in a
// production organisation `guard` opens the typed confirmation and the action goes once the name
// matches; anywhere else it goes at once, as it always did. Render `dialog` beside the control.
//
//   const { guard, dialog } = useGuardedAction();
//   <Button onClick={() => guard({ action: 'run-now', target: check.name, question: 'Run this check now?' }, () => run.mutate())} />
//   {dialog}
import { useState, type ReactNode } from 'react';
import { useCurrentOrgOrNull } from '../../session/org-context.tsx';
import { GuardedAlert } from './GuardedAlert.tsx';
import { DEFAULT_CONFIRM, typedConfirmationFor, type GuardedAction } from './production-guard.ts';

interface Pending {
  action: GuardedAction;
  target: string;
  question: ReactNode;
  confirmText: string;
  go: () => void;
}

export function useGuardedAction(): {
  guard: (
    what: { action: GuardedAction; target: string; question: ReactNode; confirmText?: string },
    go: () => void,
  ) => void;
  dialog: ReactNode;
} {
  const current = useCurrentOrgOrNull();
  const [pending, setPending] = useState<Pending | null>(null);
  const guard = (
    what: { action: GuardedAction; target: string; question: ReactNode; confirmText?: string },
    go: () => void,
  ) => {
    if (typedConfirmationFor(current?.org, what.action) === null) {
      go();
      return;
    }
    setPending({
      action: what.action,
      target: what.target,
      question: what.question,
      confirmText: what.confirmText ?? DEFAULT_CONFIRM[what.action],
      go,
    });
  };
  const dialog = (
    <GuardedAlert
      isOpen={pending !== null}
      action={pending?.action ?? 'delete'}
      target={pending?.target ?? ''}
      intent="danger"
      confirmButtonText={pending?.confirmText ?? ''}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const go = pending?.go;
        setPending(null);
        go?.();
      }}
    >
      {pending?.question}
    </GuardedAlert>
  );
  return { guard, dialog };
}
