// 'Link to Incident' (spec 2 §2): choose an open incident and attach something to it as evidence
// (on its root hypothesis), with an optional description. The caller says what is attached (its
// kind, id and payload); the kind names the default description and the success message.
import { useState, type ReactNode } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { whoamiQuery } from '../../api/services/auth.ts';
import {
  attachEvidence,
  type EvidenceKind,
  type EvidenceTarget,
} from '../../api/services/incident-evidence.ts';
import { openIncidentsQuery } from '../../api/services/topology.ts';
import { useOrgId } from '../../session/org-context.tsx';
import { useMutationWithToast } from '../toaster/useMutationWithToast.ts';
import { GuardedButton, type GuardedButtonProps } from '../action/GuardedButton.tsx';
import { LinkDialog } from './LinkDialog.tsx';

export interface LinkToIncidentDialogProps {
  /** What is linked, for the title: 'Link {name} to Incident'. */
  name: string;
  kind: EvidenceKind;
  /** The id of the check, config or component attached. */
  id: string;
  evidence?: EvidenceTarget['evidence'];
  /** Refreshes what the new evidence made stale. */
  invalidate?: Parameters<typeof useMutationWithToast>[0]['invalidate'];
  onClose: () => void;
  /** Shown under the description (what else goes with the evidence). */
  children?: ReactNode;
}

/** The description's placeholder, also its value when left empty. */
const defaultDescription: Record<EvidenceKind, string> = {
  Check: 'Check',
  Config: 'Config',
  Component: 'Topology',
};

export function LinkToIncidentDialog(props: LinkToIncidentDialogProps) {
  const orgId = useOrgId();
  const me = useQuery(whoamiQuery(orgId));
  const [description, setDescription] = useState('');
  const { kind, id, evidence } = props;
  const attach = useMutationWithToast({
    mutationFn: (incidentId: string) =>
      attachEvidence(
        orgId,
        incidentId,
        {
          kind,
          id,
          description: description.trim() || defaultDescription[kind],
          ...(evidence ? { evidence } : {}),
        },
        me.data?.user.id ?? '',
      ),
    success: `${kind} linked to the incident`,
    ...(props.invalidate ? { invalidate: props.invalidate } : {}),
  });
  return (
    <LinkDialog
      title={`Link ${props.name} to Incident`}
      label="Incident"
      placeholder="Search open incidents"
      lookup={openIncidentsQuery}
      option={(i) => ({
        value: i.id,
        label: i.title,
        ...(i.incidentId ? { description: i.incidentId } : {}),
      })}
      ready={me.data !== undefined}
      pending={attach.isPending}
      onLink={(id) => attach.mutate(id, { onSuccess: props.onClose })}
      onClose={props.onClose}
    >
      <FormGroup label="Description" labelFor="link-incident-description">
        <InputGroup
          id="link-incident-description"
          placeholder={defaultDescription[kind]}
          value={description}
          onValueChange={setDescription}
        />
      </FormGroup>
      {props.children}
    </LinkDialog>
  );
}

/** A guarded button (`text`, `icon`, write on `resource`) that opens the dialog. */
export function LinkToIncidentButton(
  props: Omit<LinkToIncidentDialogProps, 'onClose'> &
    Pick<GuardedButtonProps, 'text' | 'icon' | 'resource'>,
) {
  const [open, setOpen] = useState(false);
  const { text, icon, resource, ...dialog } = props;
  return (
    <>
      <GuardedButton icon={icon} text={text} resource={resource} onClick={() => setOpen(true)} />
      {open && <LinkToIncidentDialog {...dialog} onClose={() => setOpen(false)} />}
    </>
  );
}
