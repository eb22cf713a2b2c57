// A secret-capable value (spec 3 §2.3, §2.6): typed in (Static), or the name and key of a
// config map or secret in the cluster. Connections store it as one string (`secret://name/key`,
// `configmap://name/key`); resource specs as an EnvVar (`{value}` or `{valueFrom: {…KeyRef}}`).
export type ValueMode = 'static' | 'configmap' | 'secret';

export const VALUE_MODES: readonly { mode: ValueMode; label: string }[] = [
  { mode: 'static', label: 'Static' },
  { mode: 'configmap', label: 'Config Map' },
  { mode: 'secret', label: 'Secret' },
];

/** A secret-capable value: typed in, or a key of a config map or secret in the cluster. */
export interface SecretValue {
  mode: ValueMode;
  value: string;
  name: string;
  key: string;
}

export const REFERENCE_TEXT = 'Give both the name and the key';

const REFERENCE = /^(secret|configmap):\/\/([^/]*)\/(.*)$/;

/** `secret://name/key` and `configmap://name/key` are references; anything else is static. */
export function parseSecretValue(stored: string): SecretValue {
  const match = REFERENCE.exec(stored);
  if (!match) return { mode: 'static', value: stored, name: '', key: '' };
  return { mode: match[1] as ValueMode, value: '', name: match[2] ?? '', key: match[3] ?? '' };
}

export function formatSecretValue(secret: SecretValue): string {
  if (secret.mode === 'static') return secret.value;
  if (!secret.name && !secret.key) return '';
  return `${secret.mode}://${secret.name}/${secret.key}`;
}

type EnvVar = {
  value?: unknown;
  valueFrom?: {
    secretKeyRef?: { name?: unknown; key?: unknown };
    configMapKeyRef?: { name?: unknown; key?: unknown };
  };
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** An EnvVar of a resource spec as the one-string form (a bare string is a static value). */
export function envVarToString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const env = value as EnvVar;
  const secret = env.valueFrom?.secretKeyRef;
  const ref = secret ?? env.valueFrom?.configMapKeyRef;
  if (ref)
    return formatSecretValue({
      mode: secret ? 'secret' : 'configmap',
      value: '',
      name: text(ref.name),
      key: text(ref.key),
    });
  return text(env.value);
}

/** The one-string form as an EnvVar; undefined for an empty value. */
export function stringToEnvVar(stored: string): EnvVar | undefined {
  if (stored === '') return undefined;
  const parsed = parseSecretValue(stored);
  if (parsed.mode === 'static') return { value: parsed.value };
  const ref = { name: parsed.name, key: parsed.key };
  return parsed.mode === 'secret'
    ? { valueFrom: { secretKeyRef: ref } }
    : { valueFrom: { configMapKeyRef: ref } };
}
