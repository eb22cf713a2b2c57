// Pure helpers of the generic flow form: which nodes make which form, their initial values, the
// values a submit sends, titles and message intents. The form is built from the flow's ui nodes
// only (spec 3 §2.11), never from fields known in advance.
import type { IdentityFlow, UiNode, UiText } from '../../../../../preload/contract/identity.ts';

export type FormValues = Record<string, string | boolean>;

export const TWO_FACTOR_TITLE = 'Two-Factor Authentication';
export const CONFIRM_TITLE = 'Confirm Action';

/** The flow's heading (spec 3 §2.11, §4): aal2 and refresh logins have their own. */
export function flowTitle(flow: IdentityFlow, signInTitle: string): string {
  switch (flow.kind) {
    case 'login':
      if (flow.requestedAal === 'aal2') return TWO_FACTOR_TITLE;
      if (flow.refresh) return CONFIRM_TITLE;
      return signInTitle;
    case 'registration':
      return 'Register an account';
    case 'recovery':
      return 'Recover your account';
    case 'verification':
      return 'Verify your account';
    case 'settings':
      return 'Profile settings';
  }
}

export const GROUP_TITLES: Record<string, string> = {
  profile: 'Profile',
  password: 'Change password',
  totp: 'Two-factor authentication (authenticator app)',
  lookup_secret: 'Backup recovery codes',
};

export function isInput(node: UiNode): boolean {
  return node.attributes.node_type === 'input';
}
export function isSubmit(node: UiNode): boolean {
  return isInput(node) && (node.attributes.type === 'submit' || node.attributes.type === 'button');
}

/** One form per group for settings (each saves on its own, as Kratos's UI does); one form otherwise. */
export function formsOf(flow: IdentityFlow): { group: string; nodes: UiNode[] }[] {
  const nodes = flow.ui.nodes;
  if (flow.kind !== 'settings') return [{ group: 'all', nodes }];
  const shared = nodes.filter((n) => n.group === 'default');
  const groups: string[] = [];
  for (const n of nodes)
    if (n.group !== 'default' && !groups.includes(n.group)) groups.push(n.group);
  return groups.map((group) => ({
    group,
    nodes: [...shared, ...nodes.filter((n) => n.group === group)],
  }));
}

/** The nodes of one form grouped by `group`, the groups in order of appearance, `default` first. */
export function inSections(nodes: readonly UiNode[]): UiNode[] {
  const groups = new Set(['default', ...nodes.map((n) => n.group)]);
  return [...groups].flatMap((group) => nodes.filter((n) => n.group === group));
}

/**
 * Values the inputs start with (what the flow carries; secrets arrive blank from main); `prefill`
 * fills inputs of those names the flow left empty (the email given when the org was added).
 */
export function initialValues(
  nodes: readonly UiNode[],
  prefill: Readonly<Record<string, string>> = {},
): FormValues {
  const values: FormValues = {};
  for (const node of nodes) {
    const { name, type, value } = node.attributes;
    if (!isInput(node) || !name || isSubmit(node)) continue;
    if (type === 'checkbox') values[name] = value === true || value === 'true';
    else values[name] = value === null || value === undefined ? '' : String(value);
    if (values[name] === '' && type !== 'hidden' && prefill[name]) values[name] = prefill[name];
  }
  return values;
}

/**
 * What a submit sends: the form's values plus the pressed button's name and value (they say what
 * to do: `method=password`, resend…); without one (Enter in a field), the first button's.
 */
export function submitValues(
  nodes: readonly UiNode[],
  values: FormValues,
  pressed: { name: string; value: string } | null,
): FormValues {
  const out: FormValues = {};
  for (const node of nodes) {
    const { name } = node.attributes;
    if (!isInput(node) || !name || isSubmit(node)) continue;
    const value = values[name];
    if (value === undefined || value === '') continue;
    out[name] = value;
  }
  const first = nodes.find(isSubmit)?.attributes;
  const button = pressed ?? { name: first?.name ?? '', value: String(first?.value ?? '') };
  if (button.name) out[button.name] = button.value;
  return out;
}

export function labelOf(node: UiNode): string {
  return node.meta.label?.text ?? node.attributes.name ?? '';
}

export function intentOf(message: UiText): 'danger' | 'success' | 'primary' {
  if (message.type === 'error') return 'danger';
  if (message.type === 'success') return 'success';
  return 'primary';
}

/** A field's error, for its intent. */
export function nodeError(node: UiNode): string | undefined {
  return node.messages.find((m) => m.type === 'error')?.text;
}
