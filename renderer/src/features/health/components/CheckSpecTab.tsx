// Spec tab: the owning canary's spec as read-only yaml in the code editor.
import { useQuery } from '@tanstack/react-query';
import { stringify } from 'yaml';
import { canarySpecQuery } from '../../../api/services/health.ts';
import { CodeEditor } from '../../../components/code-editor/CodeEditor.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import type { CheckDetail } from '../../../api/services/health.types.ts';
import { useOrgId } from '../../../session/org-context.tsx';

export function CheckSpecTab({ check }: { check: CheckDetail }) {
  const orgId = useOrgId();
  const canaryId = check.canary_id;
  const canary = useQuery({ ...canarySpecQuery(orgId, canaryId ?? ''), enabled: !!canaryId });
  if (canary.isError) return <QueryError error={canary.error} what="the canary spec" />;
  if (canaryId && canary.isPending) return <div className="mc-muted">Loading…</div>;
  const spec = canary.data?.spec ?? check.spec ?? {};
  return (
    <CodeEditor
      aria-label="Check spec"
      language="yaml"
      value={stringify(spec)}
      readOnly
      size="large"
    />
  );
}
