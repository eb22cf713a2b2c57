// A scope's targets as the wire holds them (spec 5-access §3): a list whose items each name exactly
// one resource type (`config`, `component`, `playbook`, `canary`, `view`, `global`) with its
// selector `{agent?, namespace?, name?, tagSelector?}`. The editor (ScopeTargetsEditor) changes
// them through these functions, and the scope form and the impersonation dialog check them with
// the spec's messages (§5). Wildcard is `{name: "*"}` alone; tags are `k=v,k2=v2`; empty strings
// are never written.
import type { KeyValueRow } from '../key-value-editor/key-value-rows.ts';
import { newRowId } from '../key-value-editor/key-value-rows.ts';
import { isRecord } from '../../lib/data/is-record.ts';

export const TARGET_KINDS = [
  'config',
  'component',
  'playbook',
  'canary',
  'view',
  'global',
] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

export interface TargetSelector {
  agent?: string;
  namespace?: string;
  name?: string;
  tagSelector?: string;
}

/** One target: exactly one kind's selector (the wire allows more; validation refuses them). */
export type ScopeTarget = Partial<Record<TargetKind, TargetSelector>>;

export const KIND_LABELS: Readonly<Record<TargetKind, string>> = {
  config: 'Config',
  component: 'Component',
  playbook: 'Playbook',
  canary: 'Canary',
  view: 'View',
  global: 'Global',
};

export const WILDCARD = '*';
export const DEFAULT_KIND: TargetKind = 'config';

export const AT_LEAST_ONE_TARGET_TEXT = 'At least one target is required';
export const ONE_KIND_TEXT = 'Each target must specify exactly one resource type';
export const ONLY_ONE_KIND_TEXT = 'Each target can only have one resource type';
export const EMPTY_TARGET_TEXT =
  'Target cannot be empty. Please specify at least one of: name, agent, tags, or enable wildcard';

export const isTargetKind = (value: unknown): value is TargetKind =>
  typeof value === 'string' && (TARGET_KINDS as readonly string[]).includes(value);

/** The agent applies to every kind but playbooks and views. */
export const supportsAgent = (kind: TargetKind) => kind !== 'playbook' && kind !== 'view';
/** Tags apply to configs, and to every kind through a global target. */
export const supportsTags = (kind: TargetKind) => kind === 'config' || kind === 'global';

/** The target's kind: its first known key (undefined when it has none). */
export function kindOf(target: ScopeTarget): TargetKind | undefined {
  return TARGET_KINDS.find((kind) => target[kind] !== undefined);
}

export const selectorOf = (target: ScopeTarget): TargetSelector => {
  const kind = kindOf(target);
  return (kind && target[kind]) || {};
};

export const isWildcard = (selector: TargetSelector) => selector.name === WILDCARD;

/** A new target: a Config with nothing chosen yet. */
export const newTarget = (): ScopeTarget => ({ [DEFAULT_KIND]: {} });

/**
 * The selector as written: empty strings dropped (values trimmed), a wildcard alone, and only
 * the fields its kind has (no agent on a playbook or view, tags only on a config or global).
 */
export function cleanSelector(kind: TargetKind, selector: TargetSelector): TargetSelector {
  if (isWildcard(selector)) return { name: WILDCARD };
  const out: TargetSelector = {};
  const keep = (field: keyof TargetSelector, allowed: boolean) => {
    const value = selector[field]?.trim();
    if (allowed && value) out[field] = value;
  };
  keep('agent', supportsAgent(kind));
  keep('namespace', true);
  keep('name', true);
  keep('tagSelector', supportsTags(kind));
  return out;
}

/** The target with another kind: its selector moves over, less what the new kind lacks. */
export function withKind(target: ScopeTarget, kind: TargetKind): ScopeTarget {
  return { [kind]: cleanSelector(kind, selectorOf(target)) };
}

/** The target with one field of its selector set (an empty value removes it). */
export function withField(
  target: ScopeTarget,
  field: keyof TargetSelector,
  value: string,
): ScopeTarget {
  const kind = kindOf(target) ?? DEFAULT_KIND;
  return { [kind]: cleanSelector(kind, { ...selectorOf(target), [field]: value }) };
}

/** Wildcard on: `{name: "*"}` and nothing else; off: an empty selector. */
export function withWildcard(target: ScopeTarget, on: boolean): ScopeTarget {
  const kind = kindOf(target) ?? DEFAULT_KIND;
  return { [kind]: on ? { name: WILDCARD } : {} };
}

/** `k=v,k2=v2` as key-value rows (a pair without `=` is a key with an empty value). */
export function tagRows(tagSelector: string | undefined): KeyValueRow[] {
  return (tagSelector ?? '')
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const at = pair.indexOf('=');
      const [key, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      return { id: newRowId(), key: key.trim(), value: value.trim() };
    });
}

/** Key-value rows as `k=v,k2=v2`; rows without a key are left out. */
export function tagSelectorOf(rows: readonly Pick<KeyValueRow, 'key' | 'value'>[]): string {
  return rows
    .filter((row) => row.key.trim() !== '')
    .map((row) => `${row.key.trim()}=${row.value.trim()}`)
    .join(',');
}

/** Every target as written (see cleanSelector); a target of no known kind is kept as it is. */
export function cleanTargets(targets: readonly ScopeTarget[]): ScopeTarget[] {
  return targets.map((target) => {
    const kind = kindOf(target);
    return kind && Object.keys(target).length === 1
      ? { [kind]: cleanSelector(kind, target[kind] ?? {}) }
      : target;
  });
}

/** What is wrong with one target (spec 5-access §5), or undefined. */
export function targetError(target: unknown): string | undefined {
  if (!isRecord(target)) return ONE_KIND_TEXT;
  const keys = Object.keys(target).filter((key) => target[key] !== undefined);
  const kinds = keys.filter(isTargetKind);
  if (kinds.length > 1) return ONLY_ONE_KIND_TEXT;
  if (kinds.length === 0 || keys.length !== 1) return ONE_KIND_TEXT;
  const selector = target[kinds[0] as TargetKind];
  if (!isRecord(selector)) return ONE_KIND_TEXT;
  const has = (field: string) => typeof selector[field] === 'string' && selector[field].trim();
  if (!has('name') && !has('agent') && !has('tagSelector')) return EMPTY_TARGET_TEXT;
  return undefined;
}

/** The first thing wrong with the targets: none at all, or a target's own message. */
export function targetsError(targets: unknown): string | undefined {
  if (!Array.isArray(targets) || targets.length === 0) return AT_LEAST_ONE_TARGET_TEXT;
  for (const target of targets) {
    const error = targetError(target);
    if (error) return error;
  }
  return undefined;
}

/** The wire's targets, read defensively (a row's jsonb may hold anything). */
export const asTargets = (value: unknown): ScopeTarget[] =>
  Array.isArray(value) ? value.filter(isRecord).map((target) => target as ScopeTarget) : [];
