// The signed-in person's id, recorded as created_by on what the plan writes (spec 2 §6).
import { useQuery } from '@tanstack/react-query';
import { whoamiQuery } from '../../../api/services/auth.ts';
import { useOrgId } from '../../../session/org-context.tsx';

export function useCurrentUserId(): string | null {
  const me = useQuery(whoamiQuery(useOrgId()));
  return me.data?.user.id ?? null;
}
