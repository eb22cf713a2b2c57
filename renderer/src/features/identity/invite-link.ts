// The invitation link of Settings → Users (reference §4.10 U6: `<console>/login?invite=<id>`),
// pasted on an organisation's sign-in screen: which invitation it carries, refused when it is not
// one or points at another server. Pure, so the rules are unit-tested.
import { INVITE_ID } from '../../../../preload/contract/identity.ts';
import { REQUIRED_TEXT } from '../../lib/form/form-messages.ts';

export type InviteLinkResult = { ok: true; invite: string } | { ok: false; message: string };

const NOT_A_LINK =
  'Paste the whole link from the invitation; it looks like https://…/login?invite=….';
const NO_INVITE = 'This link carries no invitation.';

/** `orgUrl`: the organisation's base URL; the link must be on the same host (any port). */
export function parseInviteLink(input: string, orgUrl: string): InviteLinkResult {
  const text = input.trim();
  if (text === '') return { ok: false, message: REQUIRED_TEXT };
  if (INVITE_ID.test(text)) return { ok: true, invite: text.toLowerCase() };
  const url = URL.parse(text);
  if (!url) return { ok: false, message: NOT_A_LINK };
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, message: NOT_A_LINK };
  const invite = url.searchParams.get('invite') ?? '';
  if (!INVITE_ID.test(invite)) return { ok: false, message: NO_INVITE };
  const orgHost = URL.parse(orgUrl)?.hostname.toLowerCase();
  if (orgHost && url.hostname.toLowerCase() !== orgHost)
    return {
      ok: false,
      message: `This invitation is for ${url.hostname}, not ${orgHost}. Add that organisation and open the link there.`,
    };
  return { ok: true, invite: invite.toLowerCase() };
}
