// The main-drawn confirmations of organisation actions (issue 39 items 3 and 4; the dialog itself
// is app/confirm.ts's Confirmer): registering an agent (its one-year token goes to the page), and
// an org's proxy, CA or visibility changing (the next sign-in's code exchange and refresh token
// would travel through the new proxy or trust the new CA; a hidden org is one the user no longer
// sees). A refusal throws NOT_CONFIRMED with a sentence the renderer shows as the action's error.
import { X509Certificate } from 'node:crypto';
import type { OrgUpdate } from '../../preload/contract/orgs.ts';
import { DesktopError } from '../../preload/contract/result.ts';
import type { Confirmer, ConfirmRequest } from '../app/confirm.ts';
import type { OrgRecord } from './org-registry.ts';

export const NOT_CONFIRMED = 'NOT_CONFIRMED';

async function ask(confirm: Confirmer, request: ConfirmRequest, refused: string) {
  if (!(await confirm(request))) throw new DesktopError(NOT_CONFIRMED, refused);
}

/** Each certificate of a PEM bundle as "subject — SHA-256 fingerprint" (unreadable ones said so). */
export function describeCaBundle(pem: string): string[] {
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((block) => {
    try {
      const cert = new X509Certificate(block);
      const subject = cert.subject.split('\n').join(', ');
      return `${subject}\nSHA-256 ${cert.fingerprint256}`;
    } catch {
      return 'A certificate that could not be read';
    }
  });
}

export function confirmAgentToken(
  confirm: Confirmer,
  org: Pick<OrgRecord, 'name' | 'host'>,
  agentName: string,
): Promise<void> {
  return ask(
    confirm,
    {
      title: 'Register an agent',
      message: `Create the agent "${agentName.slice(0, 100)}" on ${org.name}?`,
      detail: `${org.host} will issue an access token valid for one year, shown once in the app's page so you can install the agent. Anyone who has that token can act as this agent.`,
      confirmLabel: 'Create agent',
      danger: true,
    },
    'The agent was not created: the confirmation was declined.',
  );
}

export function confirmAccessToken(
  confirm: Confirmer,
  org: Pick<OrgRecord, 'name' | 'host'>,
  request: { name: string; scope: readonly unknown[] },
): Promise<void> {
  return ask(
    confirm,
    {
      title: 'Create an access token',
      message: `Create the access token "${request.name.slice(0, 100)}" on ${org.name}?`,
      detail: `${org.host} will issue a token that acts as you${request.scope.length > 0 ? ', restricted to the permissions chosen' : ' with all your permissions'}. It is shown once in the app's page; anyone who has it can use it until it expires or is deleted.`,
      confirmLabel: 'Create token',
      danger: true,
    },
    'The token was not created: the confirmation was declined.',
  );
}

/**
 * A new proxy or CA (removing one needs no confirmation: the org then uses the system's), or a
 * remote org hidden. Kept apart from the update itself (org-service.ts): asked before anything
 * changes, so a refusal leaves the org and its sign-in as they were.
 */
export async function confirmOrgUpdate(
  confirm: Confirmer,
  current: OrgRecord,
  patch: OrgUpdate['patch'],
): Promise<void> {
  // The Sandbox runs on this machine: it takes no proxy or CA (org-service.ts refuses them) and
  // hiding it hides nothing of the user's.
  if (current.kind !== 'remote') return;
  if (patch.proxy && patch.proxy !== current.proxy)
    await ask(
      confirm,
      {
        title: 'Organisation proxy',
        message: `Send ${current.name}'s traffic through ${patch.proxy}?`,
        detail: `Every request to ${current.host}, sign-in included, will go through this proxy. You will sign in again; the sign-in's code exchange and tokens travel through it.`,
        confirmLabel: 'Use this proxy',
        danger: true,
      },
      'The proxy was not changed: the confirmation was declined.',
    );
  if (patch.caBundle && patch.caBundle !== current.caBundle)
    await ask(
      confirm,
      {
        title: 'Certificate authority',
        message: `Trust this certificate authority for ${current.host}?`,
        detail: `${describeCaBundle(patch.caBundle).join('\n\n')}\n\nA server whose certificate this authority signed will be trusted as ${current.host}, sign-in included. Check the fingerprint with whoever runs the organisation.`,
        confirmLabel: 'Trust it',
        danger: true,
      },
      'The certificate authority was not changed: the confirmation was declined.',
    );
  if (patch.hidden === true && !current.hidden)
    await ask(
      confirm,
      {
        title: 'Hide organisation',
        message: `Hide ${current.name} (${current.host}) from the switcher?`,
        detail:
          'The organisation stays configured but is no longer listed in the organisation switcher. You can show it again in Manage organisations.',
        confirmLabel: 'Hide',
      },
      'The organisation was not hidden: the confirmation was declined.',
    );
}
