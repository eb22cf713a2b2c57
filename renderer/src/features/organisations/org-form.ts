// The add/edit organisation form's values: defaults, the environment's colour, and conversion to
// the IPC request (the URL check is the same one main applies: preload/contract/org-url.ts). Its
// fields and their validation are in org-fields.tsx.
import { checkOrgUrl, type OrgUrlCheck } from '../../../../preload/contract/org-url.ts';
import type {
  ApiPrefix,
  Org,
  OrgAdd,
  OrgEnvironment,
  OrgUpdate,
  SignInMethod,
} from '../../../../preload/contract/orgs.ts';
import { titleCase } from '../../lib/text/title-case.ts';
import { environmentColours } from '../../../../preload/contract/org-environment.ts';

/**
 * Methods the organisation form offers, with their labels. `hosted` stays valid in stored
 * profiles: it signs in through the built-in identity or, without one, the browser sign-in of OIDC.
 */
export const METHOD_LABELS = {
  token: 'Access token',
  password: 'Email and password',
  basic: 'Basic (user name and password)',
  oidc: 'Single sign-on (OIDC)',
} as const satisfies Partial<Record<SignInMethod, string>>;
export type FormMethod = keyof typeof METHOD_LABELS;
export const FORM_METHODS = Object.keys(METHOD_LABELS) as FormMethod[];

export interface OrgFormValues {
  name: string;
  url: string;
  environment: OrgEnvironment;
  customLabel: string;
  colour: string;
  signInMethod: FormMethod;
  username: string;
  /** 'auto' = let main probe `/api/about`, then `/about`. */
  prefix: 'auto' | ApiPrefix;
}

/** A new organisation's form; with `address`, that address and its host as the name. */
export function emptyOrgForm(address = ''): OrgFormValues {
  return {
    name: URL.parse(address)?.hostname ?? '',
    url: address,
    environment: 'production',
    customLabel: '',
    colour: environmentColours.production,
    signInMethod: 'token',
    username: '',
    prefix: 'auto',
  };
}

export function orgFormFrom(org: Org): OrgFormValues {
  const method = org.signInMethod in METHOD_LABELS ? (org.signInMethod as FormMethod) : 'token';
  return {
    name: org.name,
    url: org.baseUrl,
    environment: org.environment,
    customLabel: org.customLabel ?? '',
    colour: org.colour,
    signInMethod: method,
    username: org.username ?? '',
    prefix: org.prefix,
  };
}

/** Changing the environment moves the colour along unless the user picked their own. */
export function withEnvironment(values: OrgFormValues, environment: OrgEnvironment): OrgFormValues {
  const ownColour = values.colour.toLowerCase() !== environmentColours[values.environment];
  return {
    ...values,
    environment,
    colour: ownColour ? values.colour : environmentColours[environment],
  };
}

function common(values: OrgFormValues) {
  return {
    environment: values.environment,
    customLabel: values.environment === 'custom' ? values.customLabel.trim() : null,
    colour: values.colour.toLowerCase(),
    signInMethod: values.signInMethod,
    username: values.username.trim() === '' ? null : values.username.trim(),
  };
}

/** The `orgs:add` request; the name falls back to the host (without its port) when left empty. */
export function toOrgAdd(values: OrgFormValues, url: OrgUrlCheck & { ok: true }): OrgAdd {
  return {
    name: values.name.trim() || url.host.replace(/:\d+$/, ''),
    url: url.url,
    ...(values.prefix === 'auto' ? {} : { prefix: values.prefix }),
    ...common(values),
  };
}

/** The `orgs:update` patch: only what changed (the sandbox's address is not the user's to edit). */
export function toOrgPatch(values: OrgFormValues, org: Org): OrgUpdate['patch'] {
  const url = org.kind === 'sandbox' ? null : checkOrgUrl(values.url);
  const next: OrgUpdate['patch'] = {
    name: values.name.trim() || org.name,
    ...(url?.ok && { url: url.url }),
    ...(url && values.prefix !== 'auto' && { prefix: values.prefix }),
    ...common(values),
  };
  const before: Record<string, unknown> = {
    ...org,
    url: org.baseUrl,
    colour: org.colour.toLowerCase(),
  };
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => value !== before[key]));
}

/** Label shown next to an org: its environment, or the custom label. */
export function environmentLabel(org: Pick<Org, 'environment' | 'customLabel'>): string {
  return org.environment === 'custom' && org.customLabel
    ? org.customLabel
    : titleCase(org.environment);
}

/** The org a Ctrl/Cmd+<digit> shortcut picks: the n-th visible org (1-based), in list order. */
export function orgForShortcut(orgs: readonly Org[], digit: number): Org | null {
  if (!Number.isInteger(digit) || digit < 1 || digit > 9) return null;
  return orgs.filter((org) => !org.hidden)[digit - 1] ?? null;
}

/** Window title: `<Org name> — Mission Control`. */
export function windowTitle(org: Pick<Org, 'name'> | null): string {
  return org ? `${org.name} — Mission Control` : 'Mission Control';
}

/** Moves the org at `index` by `delta` places; returns the new id order. */
export function moveOrg(ids: readonly string[], index: number, delta: number): string[] {
  const target = index + delta;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}
