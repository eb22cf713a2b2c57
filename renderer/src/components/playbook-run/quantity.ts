// Kubernetes-style quantities for the text formats of spec 1 §5: memory (`bytes`) in Mi, Gi or Ti
// (Mi when no unit is given) and CPU (`millicores`) with the suffix m. A field's value is kept as
// the string the playbook receives ("512Mi", "250m"); these helpers split it for the controls and
// turn it into a number for min/max checks.

export const MEMORY_UNITS = ['Mi', 'Gi', 'Ti'] as const;
export type MemoryUnit = (typeof MEMORY_UNITS)[number];
export const DEFAULT_MEMORY_UNIT: MemoryUnit = 'Mi';
export const MILLICORES_SUFFIX = 'm';

const MI_PER_UNIT: Record<MemoryUnit, number> = { Mi: 1, Gi: 1024, Ti: 1024 * 1024 };

/** `[-+]digits[.digits][e±n]`, the whole string: Number('') and Number(' ') would say 0. */
export function isNumeric(text: string): boolean {
  return /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/.test(text);
}

/** "512Mi" → { amount: "512", unit: "Mi" }; no known unit → the whole text with the default unit. */
export function splitMemory(value: string): { amount: string; unit: MemoryUnit } {
  const match = /^(.*?)\s*(Mi|Gi|Ti)$/.exec(value.trim());
  const unit = MEMORY_UNITS.find((u) => u === match?.[2]);
  if (match && unit) return { amount: match[1] ?? '', unit };
  return { amount: value.trim(), unit: DEFAULT_MEMORY_UNIT };
}

/** The field value for an amount and unit; an empty amount is an empty value. */
export function joinMemory(amount: string, unit: MemoryUnit): string {
  return amount.trim() === '' ? '' : `${amount.trim()}${unit}`;
}

/** Size in Mi, or null when the amount is not a number. */
export function memoryInMi(value: string): number | null {
  const { amount, unit } = splitMemory(value);
  return isNumeric(amount) ? Number(amount) * MI_PER_UNIT[unit] : null;
}

/** "250m" → "250"; text without the suffix is taken as the amount. */
export function splitMillicores(value: string): string {
  const trimmed = value.trim();
  return trimmed.endsWith(MILLICORES_SUFFIX) ? trimmed.slice(0, -1).trim() : trimmed;
}

export function joinMillicores(amount: string): string {
  return amount.trim() === '' ? '' : `${amount.trim()}${MILLICORES_SUFFIX}`;
}

/** Millicores as a number, or null when the amount is not a number. */
export function millicores(value: string): number | null {
  const amount = splitMillicores(value);
  return isNumeric(amount) ? Number(amount) : null;
}
