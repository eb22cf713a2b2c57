// React access to the authorizer: the shell puts the whoami-derived subject in context once, and
// components ask `useCan('write', 'playbooks')`. Without a provider everything is denied, so a
// forgotten provider fails closed.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { Action, Resource, Subject } from './permissions.ts';
import { can } from './permissions.ts';

const PermissionsContext = createContext<Subject | null>(null);

export function PermissionsProvider({
  subject,
  children,
}: {
  subject: Subject;
  children: ReactNode;
}) {
  return <PermissionsContext value={subject}>{children}</PermissionsContext>;
}

/** The current subject, or null outside a provider. */
export function useSubject(): Subject | null {
  return useContext(PermissionsContext);
}

export function useCan(action: Action, resource: Resource): boolean {
  const subject = useContext(PermissionsContext);
  return subject !== null && can(subject, action, resource);
}
