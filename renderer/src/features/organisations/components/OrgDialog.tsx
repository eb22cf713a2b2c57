// Add or edit an organisation: address (checked as you type by the same validator main uses, then
// probed for the API prefix and version), name, environment label and colour, sign-in method.
// Credentials are not asked here: the sign-in screen does that once the org exists.
import { useCallback } from 'react';
import { Button } from '@blueprintjs/core';
import { useMutation } from '@tanstack/react-query';
import type { Org, ProbeResult } from '../../../../../preload/contract/orgs.ts';
import { checkOrgUrl, type OrgUrlCheck } from '../../../../../preload/contract/org-url.ts';
import { ORG_ENVIRONMENTS } from '../../../../../preload/contract/org-environment.ts';
import { addOrg, orgsKeys, probeOrg, updateOrg } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import type { Cascade } from '../../../components/form-kit/bind-form.ts';
import { FieldsForm } from '../../../components/form-kit/FieldsForm.tsx';
import { EditDialog } from '../../../components/modal/EditDialog.tsx';
import { OrgCacheSettings } from '../../../components/offline/OrgCacheSettings.tsx';
import { useFormState } from '../../../lib/form/useFormState.ts';
import { ConnectionDoctor } from './ConnectionDoctor.tsx';
import { HealthWatchSetting } from './HealthWatchSetting.tsx';
import { CredentialHealthSection } from './CredentialHealthSection.tsx';
import {
  emptyOrgForm,
  orgFormFrom,
  toOrgAdd,
  toOrgPatch,
  withEnvironment,
  type OrgFormValues,
} from '../org-form.ts';
import { orgFields, validateOrgForm } from '../org-fields.tsx';

/** What the check of the address found, or that it runs. */
function ProbeNote({ result }: { result: ProbeResult | undefined }) {
  if (!result) return <span className="mcd-muted">Checking the address…</span>;
  if (!result.ok) return <span className="mcd-text-danger">{result.reason}</span>;
  const found =
    result.prefix === null
      ? 'Answered, but not like Mission Control'
      : `Mission Control${result.version ? ` ${result.version}` : ''} found`;
  const where =
    result.prefix === null ? '' : ` (API at ${result.prefix === '' ? 'the root' : result.prefix})`;
  return (
    <span className="mcd-text-success" data-testid="probe-result">
      {found}
      {where}
      {result.authRequired ? ' · sign-in required' : ''}
      {result.idn ? ` · international host shown as ${result.host}` : ''}
    </span>
  );
}

/**
 * The address's check (the API prefix and version): the note under the address (the answer for
 * the address as it is now; a later check's replaces an earlier one's) and its Check button, run
 * when the address is left changed.
 */
function useUrlProbe(url: OrgUrlCheck | null) {
  const probe = useMutation(
    {
      mutationFn: (address: string) =>
        probeOrg(address).catch((error: Error): ProbeResult => ({
          ok: false,
          reason: error.message,
          error: null,
        })),
    },
    appQueryClient,
  );
  const run = () => url?.ok && probe.mutate(url.url);
  const current = url?.ok === true && probe.variables === url.url;
  const urlCheck = (
    <Button variant="minimal" text="Check" disabled={!url?.ok || probe.isPending} onClick={run} />
  );
  const onLeave = (inputId: string) => {
    // Main limits connection checks (issue 39): leaving the address again without changing it
    // does not check it again; "Check" still does.
    if (inputId === 'org-url' && !current) run();
  };
  return { urlHelp: current ? <ProbeNote result={probe.data} /> : undefined, urlCheck, onLeave };
}

/** The form's state, its fields (the address checked) and its save. */
function useOrgForm(
  org: Org | null,
  onSaved: (org: Org, added: boolean) => void,
  address: string | undefined,
) {
  const isSandbox = org?.kind === 'sandbox';
  const validate = useCallback(
    (values: OrgFormValues) => validateOrgForm(values, { isSandbox }),
    [isSandbox],
  );
  const form = useFormState(org ? orgFormFrom(org) : emptyOrgForm(address), validate);
  const url = isSandbox ? null : checkOrgUrl(form.values.url);
  const probe = useUrlProbe(url);

  const save = async (values: OrgFormValues) => {
    let saved: Org;
    if (org) saved = await updateOrg({ id: org.id, patch: toOrgPatch(values, org) });
    else if (url?.ok) saved = await addOrg(toOrgAdd(values, url));
    else return;
    await appQueryClient.invalidateQueries({ queryKey: orgsKeys.all });
    onSaved(saved, !org);
  };

  const fields = orgFields(form.values, {
    isSandbox,
    adding: !org,
    urlHelp: probe.urlHelp,
    urlCheck: probe.urlCheck,
  });
  return { form, fields, save, onLeave: probe.onLeave };
}

/** The environment brings its colour along (unless the user picked their own): one change. */
const withColour: Cascade<OrgFormValues> = (values, id, value) => {
  const environment = ORG_ENVIRONMENTS.find((env) => env === value);
  return id === 'environment' && environment ? withEnvironment(values, environment) : {};
};

export function OrgDialog(props: {
  org: Org | null;
  /** A new organisation's address, filled in (a link to an address this app does not have). */
  address?: string;
  onClose: () => void;
  onSaved: (org: Org, added: boolean) => void;
}) {
  const { org } = props;
  const { form, fields, save, onLeave } = useOrgForm(org, props.onSaved, props.address);
  const title = org ? `Edit ${org.name}` : 'Add organisation';
  return (
    <EditDialog
      title={title}
      icon={org ? 'edit' : 'add'}
      form={form}
      save={save}
      writable
      saveText={org ? 'Save' : 'Add organisation'}
      saveProps={{ local: true }}
      onClose={props.onClose}
    >
      {/* Leaving a field blurs it here too: leaving the address checks it. */}
      <div onBlur={(event) => onLeave(event.target.id)}>
        <FieldsForm
          form={form}
          onSubmit={save}
          fields={fields}
          idPrefix="org"
          cascade={withColour}
          label={title}
          errorCallout={org ? 'The organisation was not saved' : 'The organisation was not added'}
        >
          {org && <CredentialHealthSection orgId={org.id} />}
          {org && <HealthWatchSetting org={org} />}
          {org && <OrgCacheSettings orgId={org.id} />}
          {org && <ConnectionDoctor orgId={org.id} />}
        </FieldsForm>
      </div>
    </EditDialog>
  );
}
