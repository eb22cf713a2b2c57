// Backend routes the gateway passes only once the user confirmed them in a dialog main draws
// (app/confirm.ts), because their answer is credential-equivalent: `POST /auth/invite_user`
// answers a link that sets a new user's password, so a compromised page could otherwise mint an
// account silently. The confirmation names the organisation, the email and the role.
import type { ConfirmRequest } from '../app/confirm.ts';
import { normalisedRoute, routeWithin } from './backend-route.ts';

/** Reads the few fields a confirmation shows; anything unexpected shows as "(not given)". */
function inviteFields(body: Uint8Array | undefined): { email: string; role: string } {
  let record: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body ?? new Uint8Array()));
    if (parsed && typeof parsed === 'object') record = parsed as Record<string, unknown>;
  } catch {
    // not JSON: the backend refuses it; the confirmation still asks
  }
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : '(not given)';
  return { email: text(record.email), role: text(record.role) };
}

/**
 * The confirmation a request needs before it is sent, and the gateway error's words when it is
 * declined; null when it needs none.
 */
export function confirmationFor(
  request: { uiPath: string; method: string; body: Uint8Array | undefined },
  org: { name: string; host: string },
): { ask: ConfirmRequest; refused: string } | null {
  if (
    request.method.toUpperCase() !== 'POST' ||
    !routeWithin(normalisedRoute(request.uiPath), '/auth/invite_user')
  )
    return null;
  const { email, role } = inviteFields(request.body);
  const ask: ConfirmRequest = {
    title: 'Invite a user',
    message: `Invite ${email} to ${org.name}?`,
    detail: `Role: ${role}\n${org.host} will create the account and answer an invitation link. Whoever opens that link sets the new user's password and signs in with this role.`,
    confirmLabel: 'Send invitation',
    danger: true,
  };
  return { ask, refused: 'The invitation was not sent: the confirmation was declined.' };
}
