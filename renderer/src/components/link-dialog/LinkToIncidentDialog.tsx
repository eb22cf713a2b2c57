// 'Link to Incident' (spec 2 §2): choose an open incident and attach something to it as evidence
// (on its root hypothesis), with an optional description. The caller says what is attached.
import { useState, type ReactNode } from 'react';
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { whoamiQuery } from '../../api/services/auth.ts';
import { openIncidentsQuery } from '../../api/services/topology.ts';
import { useOrgId } from '../../session/org-context.tsx';
import { useMutationWithToast } from '../toaster/useMutationWithToast.ts';
import { GuardedButton, type GuardedButtonProps } from '../action/GuardedButton.tsx';
import { LinkDialog } from './LinkDialog.tsx';

export interface LinkToIncidentDialogProps {
  /** What is linked, for the title: 'Link {name} to Incident'. */
  name: string;
  /** The description's placeholder, also its value when left empty. */
  defaultDescription: string;
  success: string;
  attach: (incidentId: string, description: string, createdBy: string) => Promise<void>;
  /** Refreshes what the new evidence made stale. */
  invalidate?: Parameters<typeof useMutationWithToast>[0]['invalidate'];
  onClose: () => void;
  /** Shown under the description (what else goes with the evidence). */
  children?: ReactNode;
}

export function LinkToIncidentDialog(props: LinkToIncidentDialogProps) {
  const orgId = useOrgId();
  const me = useQuery(whoamiQuery(orgId));
  const [description, setDescription] = useState('');
  const attach = useMutationWithToast({
    mutationFn: (id: string) =>
      props.attach(id, description.trim() || props.defaultDescription, me.data?.user.id ?? ''),
    success: props.success,
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
          placeholder={props.defaultDescription}
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
