// Per-org roles and feature flags: whoami → whoamiSubject → PermissionsProvider, properties →
// FeatureFlagsProvider, both read from the current org's own QueryClient (so never shared across
// orgs). Children render only once flags are known (spec 1 §2); the standalone topology view
// passes `waitForFlags={false}`. If whoami cannot be reached, the roles main last saw for this
// org (auth:status) stand in, and with none the user is treated as a viewer. When the offline
// cache was restored, the console does not wait for whoami at all: cached screens paint at once
// (a hung backend must not hold them back) and the roles settle when whoami answers.
import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { whoamiQuery } from '../../api/services/auth.ts';
import { authStatusQuery } from '../../api/services/orgs.ts';
import { propertiesQuery } from '../../api/services/properties.ts';
import { FeatureFlagsProvider } from '../../lib/feature-flags/FeatureFlagsProvider.tsx';
import { disabledFeatures, isFeatureEnabled } from '../../lib/feature-flags/feature-flags.ts';
import { PermissionsProvider } from '../../lib/permissions/PermissionsProvider.tsx';
import { can } from '../../lib/permissions/permissions.ts';
import { whoamiSubject } from '../../lib/permissions/whoami-subject.ts';
import { appQueryClient } from '../../session/app-query-client.ts';
import { useCacheRestore } from '../../session/offline/hooks.ts';
import { useOrgId } from '../../session/org-context.tsx';
import { usePrefetchScreen } from '../routing/prefetch-screen.ts';
import { AccessContext, type Access } from './access-context.ts';

const NO_PROPERTIES: never[] = [];

export function OrgAccessProviders(props: {
  children: ReactNode;
  waitForFlags?: boolean;
  fallback: ReactNode;
}) {
  const orgId = useOrgId();
  const whoami = useQuery(whoamiQuery(orgId));
  const properties = useQuery(propertiesQuery(orgId));
  const status = useQuery(authStatusQuery(orgId), appQueryClient);

  const fallbackRoles = status.data?.user?.roles ?? null;
  const subject = useMemo(
    () =>
      whoami.data
        ? whoamiSubject(whoami.data.roles, whoami.data.permissions)
        : whoamiSubject(fallbackRoles, []),
    [whoami.data, fallbackRoles],
  );

  const list = properties.data ?? NO_PROPERTIES;
  const access = useMemo<Access>(() => {
    const disabled = disabledFeatures(list);
    return {
      subject,
      isEnabled: (feature) => isFeatureEnabled(disabled, feature),
      can: (action, resource) => can(subject, action, resource),
    };
  }, [subject, list]);

  usePrefetchScreen(orgId, access.can);

  const fromCache = useCacheRestore()?.status === 'restored';
  const waiting =
    (whoami.isPending && !fromCache) || (props.waitForFlags !== false && properties.isPending);
  if (waiting) return props.fallback;
  return (
    <PermissionsProvider subject={subject}>
      <FeatureFlagsProvider properties={list}>
        <AccessContext value={access}>{props.children}</AccessContext>
      </FeatureFlagsProvider>
    </PermissionsProvider>
  );
}
