// Saves one of an organisation's own settings at once (its health watch, its notification rules)
// and reads the organisations again, so every window shows the new value.
import { useMutation } from '@tanstack/react-query';
import type { Org, OrgUpdate } from '../../../../../preload/contract/orgs.ts';
import { orgsKeys, updateOrg } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';

type OrgPatch = OrgUpdate['patch'];

export function useOrgSetting<K extends keyof OrgPatch>(org: Org, field: K) {
  return useMutation(
    {
      mutationFn: (value: NonNullable<OrgPatch[K]>) =>
        updateOrg({ id: org.id, patch: { [field]: value } }),
      onSuccess: () => appQueryClient.invalidateQueries({ queryKey: orgsKeys.all }),
    },
    appQueryClient,
  );
}
