// Kratos self-service flows as they arrive (spec/api.json: loginFlow, registrationFlow,
// recoveryFlow, verificationFlow, settingsFlow with `ui: {action, method, nodes, messages}`), and
// the view the renderer gets: only ui nodes and messages, every secret taken out. Pure.
import { z } from 'zod';
import type {
  IdentityFlow,
  IdentityFlowKind,
  UiNode,
  UiText,
} from '../../../preload/contract/identity.ts';

const WireText = z.object({
  id: z.number(),
  text: z.string(),
  type: z.string(),
});

const WireNode = z.object({
  type: z.string(),
  group: z.string(),
  attributes: z.record(z.string(), z.unknown()),
  messages: z.array(WireText).nullish(),
  meta: z.object({ label: WireText.nullish() }).nullish(),
});

export const WireFlowSchema = z.object({
  id: z.string().min(1),
  type: z.string().nullish(),
  state: z.string().nullish(),
  requested_aal: z.string().nullish(),
  refresh: z.boolean().nullish(),
  ui: z.object({
    action: z.string().nullish(),
    method: z.string().nullish(),
    nodes: z.array(WireNode),
    messages: z.array(WireText).nullish(),
  }),
});
export type WireFlow = z.infer<typeof WireFlowSchema>;

/** Input names whose value is never passed on: credentials and one-time codes. */
const SECRET_INPUTS = new Set([
  'password',
  'totp_code',
  'lookup_secret',
  'code',
  'csrf_token',
  'session_token',
  'webauthn_login',
  'webauthn_register',
  'passkey_login',
  'passkey_register',
]);
/** Inputs the renderer never gets at all (cookies/CSRF belong to browser flows; WebAuthn needs scripts). */
const DROPPED_INPUTS = new Set(['csrf_token', 'session_token']);
const DROPPED_NODE_TYPES = new Set(['script']);

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
const text = (v: unknown): UiText | undefined => {
  const parsed = WireText.safeParse(v);
  return parsed.success ? parsed.data : undefined;
};

/** True when `value` is or holds one of `secrets` (a session token, a password just typed). */
function leaks(value: unknown, secrets: readonly string[]): boolean {
  if (typeof value !== 'string' || value === '') return false;
  // Long secrets (session tokens) anywhere in a value; short ones (a password) as the whole value,
  // so a trait that merely contains the same word stays.
  return secrets.some(
    (secret) =>
      secret !== '' && (value === secret || (secret.length >= 16 && value.includes(secret))),
  );
}

function cleanText(t: UiText | undefined, secrets: readonly string[]): UiText | undefined {
  if (!t) return undefined;
  return leaks(t.text, secrets) ? { ...t, text: '' } : { id: t.id, text: t.text, type: t.type };
}

export function viewNode(
  node: z.infer<typeof WireNode>,
  secrets: readonly string[],
): UiNode | null {
  const a = node.attributes;
  const nodeType = str(a.node_type) ?? node.type;
  if (DROPPED_NODE_TYPES.has(nodeType)) return null;
  const name = str(a.name);
  if (nodeType === 'input' && name && DROPPED_INPUTS.has(name)) return null;
  const inputType = str(a.type);
  let value: string | number | boolean | null | undefined =
    typeof a.value === 'string' ||
    typeof a.value === 'number' ||
    typeof a.value === 'boolean' ||
    a.value === null
      ? a.value
      : undefined;
  // Passwords and codes are write-only; a submit button's value is its method, never a secret.
  if (nodeType === 'input' && inputType !== 'submit' && inputType !== 'button') {
    if (inputType === 'password' || (name && SECRET_INPUTS.has(name))) value = undefined;
  }
  if (leaks(value, secrets)) value = undefined;
  const src = str(a.src);
  const href = str(a.href);
  const attributes: UiNode['attributes'] = {
    node_type: nodeType,
    ...(name !== undefined && { name }),
    ...(inputType !== undefined && { type: inputType }),
    ...(value !== undefined && { value }),
    ...(bool(a.required) !== undefined && { required: bool(a.required) }),
    ...(bool(a.disabled) !== undefined && { disabled: bool(a.disabled) }),
    ...(str(a.autocomplete) !== undefined && { autocomplete: str(a.autocomplete) }),
    ...(str(a.pattern) !== undefined && { pattern: str(a.pattern) }),
    ...(cleanText(text(a.text), secrets) && { text: cleanText(text(a.text), secrets) }),
    ...(str(a.id) !== undefined && { id: str(a.id) }),
    ...(src !== undefined && src.startsWith('data:image/') && !leaks(src, secrets) && { src }),
    ...(num(a.width) !== undefined && { width: num(a.width) }),
    ...(num(a.height) !== undefined && { height: num(a.height) }),
    ...(href !== undefined && !leaks(href, secrets) && { href }),
    ...(text(a.title) && { title: text(a.title) }),
  };
  const label = cleanText(node.meta?.label ?? undefined, secrets);
  return {
    type: node.type,
    group: node.group,
    attributes,
    messages: (node.messages ?? []).map((m) => cleanText(m, secrets)!),
    meta: label ? { label } : {},
  };
}

/**
 * The renderer's view of a flow: ids, state and ui; no action URL, no identity, no session, and no
 * value that is or contains a secret main holds (`secrets`: the session token, a typed password).
 */
export function viewFlow(
  kind: IdentityFlowKind,
  flow: WireFlow,
  secrets: readonly string[],
  extraMessages: readonly UiText[] = [],
): IdentityFlow {
  return {
    id: flow.id,
    kind,
    state: flow.state ?? null,
    requestedAal: flow.requested_aal ?? null,
    refresh: flow.refresh ?? false,
    ui: {
      messages: [...extraMessages, ...(flow.ui.messages ?? [])].map((m) => cleanText(m, secrets)!),
      nodes: flow.ui.nodes.flatMap((node) => viewNode(node, secrets) ?? []),
    },
  };
}

export function parseFlow(body: unknown): WireFlow | null {
  const parsed = WireFlowSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Form values keyed by node name (`traits.name.first`) as the nested JSON Kratos reads. */
export function nestValues(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const parts = key.split('.');
    if (parts.some((part) => part === '' || UNSAFE_KEYS.has(part))) continue;
    let at = out;
    for (const part of parts.slice(0, -1)) {
      const next = at[part];
      if (typeof next !== 'object' || next === null) at[part] = {};
      at = at[part] as Record<string, unknown>;
    }
    at[parts[parts.length - 1]!] = value;
  }
  return out;
}
