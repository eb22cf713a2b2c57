// Whether the signed-in user may change an incident (spec 1 §6, spec 2 §6: commanders and
// responders write, viewers read), by the kit's write access.
import { useWriteAccess } from '../../components/action/write-access.ts';

/** What a write button names as its `resource`. */
export const INCIDENT = 'incident' as const;

export const useIncidentWriteAccess = () =>
  useWriteAccess(INCIDENT, 'You do not have permission to change incidents.');
