// The shell's view of "what may this user see in this org": a predicate over features and one
// over permissions, built once per org from properties and whoami. Guards and the sidebar check
// many features per render; renderer-kit's `useFeature(one)` serves single checks in screens.
import { createContext, use } from 'react';
import type { Feature } from '../../lib/feature-flags/feature-flags.ts';
import type { Action, Resource, Subject } from '../../lib/permissions/permissions.ts';

export interface Access {
  subject: Subject;
  isEnabled: (feature: Feature) => boolean;
  can: (action: Action, resource: Resource) => boolean;
}

export const AccessContext = createContext<Access | null>(null);

/** Fails closed: outside the providers nothing is enabled or permitted. */
export function useAccess(): Pick<Access, 'isEnabled' | 'can'> & { subject: Subject | null } {
  const access = use(AccessContext);
  return access ?? { subject: null, isEnabled: () => false, can: () => false };
}
