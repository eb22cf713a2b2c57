// The top bar's mark of scope impersonation (spec 5-access §2.3): while the organisation
// impersonates, what it impersonates and a one-click end, so an engineer cannot forget it is on.
// It also holds 'Impersonate Scope', which the user menu opens as it closes.
import { Button } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import { setImpersonation } from '../../../api/http/scope-impersonation.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import {
  setImpersonationDialogOpen,
  useImpersonation,
  useImpersonationDialogOpen,
} from '../hooks/useImpersonation.ts';
import { activeText } from '../impersonation-model.ts';
import { lazyPart } from '../../../components/lazy-part/lazy-part.tsx';
import './impersonation.css';

const ImpersonateScopeDialog = lazyPart(() =>
  import('./ImpersonateScopeDialog.tsx').then((m) => m.ImpersonateScopeDialog),
);

export function ImpersonationMarker() {
  const orgId = useOrgId();
  const active = useImpersonation(orgId);
  const open = useImpersonationDialogOpen();
  return (
    <>
      {active && (
        <span className="mcd-impersonation-marker" role="status">
          <Tag
            intent="warning"
            icon="eye-open"
            interactive
            title="Change the impersonated scopes"
            onClick={() => setImpersonationDialogOpen(true)}
          >
            {activeText(active)}
          </Tag>
          <Button
            size="small"
            intent="warning"
            variant="minimal"
            icon="cross"
            aria-label="End scope impersonation"
            title="End scope impersonation"
            onClick={() => setImpersonation(orgId, null)}
          />
        </span>
      )}
      {open && (
        <ImpersonateScopeDialog orgId={orgId} onClose={() => setImpersonationDialogOpen(false)} />
      )}
    </>
  );
}
