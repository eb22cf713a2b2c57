// The user menu's 'Impersonate Scope' (spec 5-access §2.1): offered only while the organisation's
// property `rls.enable` is `true` and the user may read `rbac`; marked while impersonating.
import { MenuItem } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { propertiesQuery } from '../../../api/services/properties.ts';
import { rlsEnabled } from '../../../api/services/impersonation.ts';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import { useOrgId } from '../../../session/org-context.tsx';
import { setImpersonationDialogOpen, useImpersonation } from '../hooks/useImpersonation.ts';
import { activeText } from '../impersonation-model.ts';

export function ImpersonateMenuItem() {
  const orgId = useOrgId();
  const mayRead = useCan('read', 'rbac');
  const properties = useQuery(propertiesQuery(orgId));
  const active = useImpersonation(orgId);
  if (!mayRead || !rlsEnabled(properties.data)) return null;
  return (
    <MenuItem
      icon="eye-open"
      text="Impersonate Scope"
      intent={active ? 'warning' : undefined}
      label={active ? 'Active' : undefined}
      title={active ? activeText(active) : undefined}
      onClick={() => setImpersonationDialogOpen(true)}
    />
  );
}
