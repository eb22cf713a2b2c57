// Add or edit an organisation: address (checked as you type by the same validator main uses, then
// probed for the API prefix and version), name, environment label and colour, sign-in method.
// Credentials are not asked here: the sign-in screen does that once the org exists.
import { useState, type FormEvent } from 'react';
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Radio,
  RadioGroup,
} from '@blueprintjs/core';
import type { Org, ProbeResult } from '../../../../../preload/contract/orgs.ts';
import { ORG_ENVIRONMENTS } from '../../../../../preload/contract/org-environment.ts';
import { addOrg, orgsKeys, probeOrg, updateOrg } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { OrgCacheSettings } from '../../../components/offline/OrgCacheSettings.tsx';
import { ConnectionDoctor } from './ConnectionDoctor.tsx';
import { HealthWatchSetting } from './HealthWatchSetting.tsx';
import { CredentialHealthSection } from './CredentialHealthSection.tsx';
import {
  ENVIRONMENT_LABELS,
  FORM_METHODS,
  METHOD_LABELS,
  emptyOrgForm,
  isValid,
  orgFormFrom,
  toOrgAdd,
  toOrgPatch,
  validateOrgForm,
  withEnvironment,
  type OrgFormValues,
} from '../org-form.ts';

type ProbeState =
  | { kind: 'idle' }
  | { kind: 'probing'; url: string }
  | { kind: 'done'; url: string; result: ProbeResult };

function ProbeNote({ state }: { state: ProbeState }) {
  if (state.kind === 'idle') return null;
  if (state.kind === 'probing') return <span className="mcd-muted">Checking the address…</span>;
  const { result } = state;
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

export function OrgDialog(props: {
  org: Org | null;
  onClose: () => void;
  onSaved: (org: Org, added: boolean) => void;
}) {
  const { org } = props;
  const isSandbox = org?.kind === 'sandbox';
  const [values, setValues] = useState<OrgFormValues>(() =>
    org ? orgFormFrom(org) : emptyOrgForm(),
  );
  const [touched, setTouched] = useState<Partial<Record<keyof OrgFormValues, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [probe, setProbe] = useState<ProbeState>({ kind: 'idle' });
  const { errors, url } = validateOrgForm(values, { isSandbox });
  const shown = (field: keyof OrgFormValues) =>
    submitted || touched[field] ? errors[field] : undefined;
  const set = <K extends keyof OrgFormValues>(field: K, value: OrgFormValues[K]) =>
    setValues((v) => ({ ...v, [field]: value }));

  const runProbe = async () => {
    if (!url?.ok) return;
    setProbe({ kind: 'probing', url: url.url });
    try {
      const result = await probeOrg(url.url);
      setProbe({ kind: 'done', url: url.url, result });
    } catch (error) {
      setProbe({
        kind: 'done',
        url: url.url,
        result: { ok: false, reason: (error as Error).message, error: null },
      });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid(errors)) return;
    setSaving(true);
    setSaveError(null);
    try {
      let saved: Org;
      if (org) saved = await updateOrg({ id: org.id, patch: toOrgPatch(values, org) });
      else if (url?.ok) saved = await addOrg(toOrgAdd(values, url));
      else return;
      await appQueryClient.invalidateQueries({ queryKey: orgsKeys.all });
      props.onSaved(saved, !org);
    } catch (error) {
      setSaveError((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const title = org ? `Edit ${org.name}` : 'Add organisation';
  return (
    <Dialog
      isOpen
      onClose={props.onClose}
      title={title}
      icon={org ? 'edit' : 'add'}
      className="mcd-org-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        <DialogBody>
          {!isSandbox && (
            <FormGroup
              label="Address"
              labelFor="org-url"
              labelInfo="(required)"
              helperText={
                shown('url') ??
                (probe.kind !== 'idle' && url?.ok && probe.url === url.url ? (
                  <ProbeNote state={probe} />
                ) : (
                  'The console or backend URL, e.g. https://mc.example.com'
                ))
              }
              intent={shown('url') ? 'danger' : 'none'}
            >
              <InputGroup
                id="org-url"
                autoFocus
                value={values.url}
                placeholder="https://mission-control.example.com"
                intent={shown('url') ? 'danger' : 'none'}
                onValueChange={(value) => {
                  set('url', value);
                  setProbe({ kind: 'idle' });
                }}
                onBlur={() => {
                  setTouched((t) => ({ ...t, url: true }));
                  // Main limits connection checks (issue 39): leaving the field again without
                  // changing the address does not check it again; "Check" still does.
                  if (probe.kind === 'idle' || !url?.ok || probe.url !== url.url) void runProbe();
                }}
                rightElement={
                  <Button
                    variant="minimal"
                    text="Check"
                    disabled={!url?.ok || probe.kind === 'probing'}
                    onClick={() => void runProbe()}
                  />
                }
              />
            </FormGroup>
          )}
          <FormGroup
            label="Name"
            labelFor="org-name"
            helperText={shown('name') ?? (org ? undefined : 'Defaults to the host name.')}
            intent={shown('name') ? 'danger' : 'none'}
          >
            <InputGroup
              id="org-name"
              value={values.name}
              placeholder={url?.ok ? url.host : 'Acme production'}
              onValueChange={(value) => set('name', value)}
              onBlur={() => setTouched((t) => ({ ...t, name: true }))}
            />
          </FormGroup>
          <div className="mcd-form-row">
            <FormGroup
              label="Environment"
              labelFor="org-environment"
              helperText={
                values.environment === 'production'
                  ? 'Deleting, running playbooks, Run Now and bulk actions ask for the name.'
                  : undefined
              }
            >
              <HTMLSelect
                id="org-environment"
                value={values.environment}
                onChange={(event) => {
                  const picked = event.currentTarget.value;
                  const environment = ORG_ENVIRONMENTS.find((value) => value === picked);
                  if (environment) setValues((v) => withEnvironment(v, environment));
                }}
                options={ORG_ENVIRONMENTS.map((value) => ({
                  value,
                  label: ENVIRONMENT_LABELS[value],
                }))}
              />
            </FormGroup>
            {values.environment === 'custom' && (
              <FormGroup
                label="Label"
                labelFor="org-custom-label"
                helperText={shown('customLabel')}
                intent={shown('customLabel') ? 'danger' : 'none'}
              >
                <InputGroup
                  id="org-custom-label"
                  value={values.customLabel}
                  onValueChange={(value) => set('customLabel', value)}
                  onBlur={() => setTouched((t) => ({ ...t, customLabel: true }))}
                />
              </FormGroup>
            )}
            <FormGroup label="Colour" labelFor="org-colour" helperText={shown('colour')}>
              <input
                id="org-colour"
                type="color"
                className="mcd-colour-input"
                value={values.colour}
                onChange={(event) => set('colour', event.currentTarget.value)}
              />
            </FormGroup>
          </div>
          {!isSandbox && (
            <RadioGroup
              label="Sign-in method"
              selectedValue={values.signInMethod}
              onChange={(event) => {
                const next = FORM_METHODS.find((m) => m === event.currentTarget.value);
                if (next) set('signInMethod', next);
              }}
              inline
            >
              {FORM_METHODS.map((method) => (
                <Radio key={method} value={method} label={METHOD_LABELS[method]} />
              ))}
            </RadioGroup>
          )}
          {!isSandbox && values.signInMethod !== 'token' && (
            <FormGroup
              label={
                values.signInMethod === 'password' || values.signInMethod === 'oidc'
                  ? 'Email (optional)'
                  : 'User name (optional)'
              }
              labelFor="org-username"
              helperText={
                values.signInMethod === 'oidc'
                  ? 'Suggested to the single sign-on page.'
                  : 'Pre-filled on the sign-in screen.'
              }
            >
              <InputGroup
                id="org-username"
                value={values.username}
                onValueChange={(value) => set('username', value)}
              />
            </FormGroup>
          )}
          {org && <CredentialHealthSection orgId={org.id} />}
          {org && <HealthWatchSetting org={org} />}
          {org && <OrgCacheSettings orgId={org.id} />}
          {org && <ConnectionDoctor orgId={org.id} />}
          {saveError && (
            <Callout
              intent="danger"
              title={org ? 'The organisation was not saved' : 'The organisation was not added'}
            >
              {saveError}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={props.onClose} />
              <Button
                type="submit"
                intent="primary"
                text={org ? 'Save' : 'Add organisation'}
                loading={saving}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
