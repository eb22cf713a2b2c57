// Run a playbook on a resource (spec 1 §4, §5): its parameters come from the server (P8) with
// their defaults; the Run button reads 'Running...' while the call is pending, is disabled while
// the organisation is offline (GuardedButton), and sends only a valid form. Without a resource the
// form asks for one; without parameters it says so.
import { useMemo } from 'react';
import { Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { playbookParamsQuery } from '../../../api/services/playbooks.ts';
import type {
  PlaybookParameter,
  PlaybookResource,
  RunnablePlaybook,
} from '../../../api/services/playbooks.types.ts';
import { EditDialogFooter } from '../../../components/modal/EditDialogFooter.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { usePlaybookRunForm } from '../hooks/usePlaybookRunForm.ts';
import { toParamSpec } from '../playbook-params.ts';
import { PlaybookParamsForm } from './PlaybookParamsForm.tsx';

export interface PlaybookRunModalProps {
  orgId: string;
  playbook: RunnablePlaybook;
  /** The check, config or component to run on; null shows 'Please select a resource…'. */
  resource: PlaybookResource | null;
  /** False for a playbook without resource selectors: it runs on nothing in particular. */
  needsResource?: boolean;
  onClose: () => void;
}

function RunForm(props: PlaybookRunModalProps & { params: PlaybookParameter[] | null }) {
  const { orgId, playbook, resource, onClose, params } = props;
  const specs = useMemo(() => (params === null ? null : params.map(toParamSpec)), [params]);
  const form = usePlaybookRunForm({ orgId, playbookId: playbook.id, resource, specs });
  // An invalid form shows its messages at once; only a run that would go asks for the name.
  const guard = form.valid
    ? {
        action: 'run-playbook' as const,
        target: playbook.title || playbook.name,
        question: `Run the playbook ${playbook.title || playbook.name}?`,
      }
    : undefined;
  return (
    <Modal
      isOpen
      size="medium"
      title={playbook.title || playbook.name}
      onClose={onClose}
      footer={
        <EditDialogFooter
          writable
          saving={form.pending}
          saveText="Run"
          saveProps={{ icon: 'play', pendingText: 'Running...', disabled: !form.canSubmit, guard }}
          onSave={form.submit}
          onCancel={onClose}
        />
      }
    >
      <PlaybookParamsForm
        orgId={orgId}
        specs={specs}
        values={form.values}
        errors={form.shownErrors}
        onChange={form.setValue}
        onTouch={form.touch}
        onInputError={form.setInputError}
      />
    </Modal>
  );
}

export function PlaybookRunModal(props: PlaybookRunModalProps) {
  const { orgId, playbook, resource, onClose, needsResource = true } = props;
  const waiting = resource === null && needsResource;
  const params = useQuery({
    ...playbookParamsQuery(orgId, playbook.id, resource),
    enabled: !waiting,
    // Defaults are templated against the resource as it is now.
    staleTime: 0,
    gcTime: 0,
  });
  const title = playbook.title || playbook.name;
  if (waiting || params.isSuccess)
    return <RunForm {...props} params={waiting ? null : (params.data ?? null)} />;
  return (
    <Modal isOpen size="medium" title={title} onClose={onClose}>
      {params.isError ? (
        <QueryError error={params.error} what="the playbook parameters" />
      ) : (
        <Spinner aria-label="Loading parameters" />
      )}
    </Modal>
  );
}
