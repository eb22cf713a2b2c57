// The few backend calls sign-in needs (reference §2.3, §4.10): whoami, create_token, tokens,
// delete token. Each returns a small typed outcome instead of throwing on HTTP statuses, because
// the callers turn statuses into different user messages (sign-in vs. status vs. sign-out).
import { z } from 'zod';
import type { UserSummary } from '../../preload/contract/auth.ts';
import { personBehindToken } from '../../preload/contract/token-person.ts';
import {
  fetchBackend,
  type BackendFetchOptions,
  type BackendResponse,
  type BackendTarget,
  type BackendTransport,
} from '../gateway/backend-fetch.ts';

export interface BackendCaller {
  transport: BackendTransport;
  options?: BackendFetchOptions;
}

const PersonSchema = z.object({
  id: z.string(),
  name: z.string().nullish(),
  email: z.string().nullish(),
});
const WhoamiSchema = z.object({
  payload: z.object({ user: PersonSchema, roles: z.array(z.string()).nullish() }),
});
const CreateTokenSchema = z.object({ payload: z.object({ token: z.string().min(1) }) });
const TokensSchema = z.object({
  payload: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]),
        name: z.string().nullish(),
        created_at: z.string().nullish(),
      }),
    )
    .nullish(),
});

export function basicCredential(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
}
export function bearerCredential(token: string): string {
  return `Bearer ${token}`;
}

function json(response: BackendResponse): unknown {
  const type = response.headers.get('content-type') ?? '';
  if (!/json/i.test(type)) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(response.body)) as unknown;
  } catch {
    return undefined;
  }
}

export function bodyText(response: BackendResponse): string {
  const text = new TextDecoder().decode(response.body.subarray(0, 400)).trim();
  const parsed = json(response) as { error?: unknown; message?: unknown } | undefined;
  if (parsed && typeof parsed.error === 'string') return parsed.error;
  if (parsed && typeof parsed.message === 'string') return parsed.message;
  return /^\s*</.test(text) ? '' : text.replace(/\s+/g, ' ');
}

export function isHtml(response: BackendResponse): boolean {
  return (
    /text\/html/i.test(response.headers.get('content-type') ?? '') ||
    /^\s*<(!doctype|html)/i.test(bodyText(response))
  );
}

/** One request to the backend with its JSON accepted; `init.body` is sent as JSON. */
export async function callBackend(
  caller: BackendCaller,
  target: BackendTarget,
  uiPath: string,
  credential: string | null,
  init: { method?: string; body?: unknown } = {},
): Promise<BackendResponse> {
  const headers = new Headers({ accept: 'application/json' });
  let body: Uint8Array | undefined;
  if (init.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = new TextEncoder().encode(JSON.stringify(init.body));
  }
  return fetchBackend(
    caller.transport,
    target,
    { uiPath, method: init.method ?? 'GET', headers, body, credential },
    caller.options,
  );
}

export type WhoamiOutcome =
  | { kind: 'ok'; user: UserSummary }
  | { kind: 'status'; status: number; text: string; html: boolean };

export async function whoami(
  caller: BackendCaller,
  target: BackendTarget,
  credential: string | null,
): Promise<WhoamiOutcome> {
  const response = await callBackend(caller, target, '/api/auth/whoami', credential);
  const parsed =
    response.status === 200 && !isHtml(response) ? WhoamiSchema.safeParse(json(response)) : null;
  if (parsed?.success) {
    const { user, roles } = parsed.data.payload;
    // A minted token is its own person: show the human it stands for.
    const { name, email } = personBehindToken(user);
    return {
      kind: 'ok',
      user: { id: user.id, name: name || user.id, email, roles: [...new Set(roles ?? [])] },
    };
  }
  return {
    kind: 'status',
    status: response.status === 200 ? 502 : response.status,
    text: bodyText(response),
    html: isHtml(response),
  };
}

export type CreateTokenOutcome =
  { kind: 'ok'; token: string } | { kind: 'status'; status: number; text: string; html: boolean };

export async function createToken(
  caller: BackendCaller,
  target: BackendTarget,
  credential: string,
  name: string,
): Promise<CreateTokenOutcome> {
  // `auto_renew` (not the console's `autoRenew`, reference §2.3) keeps a device token in use alive.
  const response = await callBackend(caller, target, '/api/auth/create_token', credential, {
    method: 'POST',
    body: { name, expiry: '', auto_renew: true, scope: [] },
  });
  const parsed = response.status === 200 ? CreateTokenSchema.safeParse(json(response)) : null;
  if (parsed?.success) return { kind: 'ok', token: parsed.data.payload.token };
  return {
    kind: 'status',
    status: response.status,
    text: bodyText(response),
    html: isHtml(response),
  };
}

/** Every token the backend lists (id and name, newest first), or null when it cannot be read. */
export async function listsTokens(
  caller: BackendCaller,
  target: BackendTarget,
  credential: string,
): Promise<{ id: string; name: string | null }[] | null> {
  const response = await callBackend(caller, target, '/api/auth/tokens', credential);
  const parsed = response.status === 200 ? TokensSchema.safeParse(json(response)) : null;
  if (!parsed?.success) return null;
  return [...(parsed.data.payload ?? [])]
    .sort((a, b) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')))
    .map((token) => ({ id: String(token.id), name: token.name ?? null }));
}

/** Id of the newest token named `name`, or null when the list cannot be read. */
export async function findTokenId(
  caller: BackendCaller,
  target: BackendTarget,
  credential: string,
  name: string,
): Promise<string | null> {
  const response = await callBackend(caller, target, '/api/auth/tokens', credential);
  const parsed = response.status === 200 ? TokensSchema.safeParse(json(response)) : null;
  if (!parsed?.success) return null;
  const matches = (parsed.data.payload ?? []).filter((token) => token.name === name);
  matches.sort((a, b) => String(b.created_at ?? '').localeCompare(String(a.created_at ?? '')));
  const id = matches[0]?.id;
  return id === undefined ? null : String(id);
}

export async function deleteToken(
  caller: BackendCaller,
  target: BackendTarget,
  credential: string,
  id: string,
): Promise<BackendResponse> {
  return callBackend(caller, target, `/api/auth/token/${encodeURIComponent(id)}`, credential, {
    method: 'DELETE',
  });
}
