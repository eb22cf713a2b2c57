// The pieces the services' wire schemas are built from: most columns are optional (nullish) text,
// numbers or maps, and rows embed the same few references (a person, a row by id with its name).
// Shapes spread into `z.looseObject` / `z.object`, so each schema still reads as its columns.
import { z } from 'zod';

/** One schema for each of `keys`: columns that share a type. */
export function columns<S extends z.ZodType, const K extends string>(
  schema: S,
  ...keys: K[]
): Record<K, S> {
  return Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;
}

const str = z.string().nullish();
const num = z.number().nullish();

/** Optional (nullish) columns: `opt.str`, or `...opt.strings('name', 'type')` for several. */
export const opt = {
  str,
  num,
  bool: z.boolean().nullish(),
  strings: <const K extends string>(...keys: K[]) => columns(str, ...keys),
  numbers: <const K extends string>(...keys: K[]) => columns(num, ...keys),
  /** `{key: text}`: labels, tags, an agent's properties. */
  stringMap: z.record(z.string(), z.string()).nullish(),
  /** An open JSON object: properties, spec, evidence. */
  jsonMap: z.record(z.string(), z.unknown()).nullish(),
  /** `{key: count}`: counts by status, type or severity. */
  countMap: z.record(z.string(), z.number()).nullish(),
};

/** Postgres `numeric` may arrive as a number or as text. */
export const numeric = z
  .union([z.number(), z.string().transform((text) => Number(text))])
  .nullish()
  .transform((value) =>
    value === undefined || value === null || Number.isNaN(value) ? null : value,
  );

/** A row embedded by id, with optional text columns: `ref('name', 'icon')`. */
export const ref = <const K extends string>(...keys: K[]) =>
  z.looseObject({ id: z.string(), ...opt.strings(...keys) });

/** A person as selects embed one: `created_by(id,name,avatar,email)`. */
export const personRefSchema = ref('name', 'avatar', 'email');

/** A column that is the embedded person when the select embeds it, else only the id. */
export const personOrId = z.union([personRefSchema, z.string()]).nullish();

/** Such a column as a person: the embedded one, or one known by its id only (`id` when none). */
export const personOf = (
  value: z.infer<typeof personOrId>,
  id = 'unknown',
): z.infer<typeof personRefSchema> =>
  value && typeof value === 'object' ? value : { id: value || id };

/** The `created_at` and `updated_at` columns, optional. */
export const timestamps = opt.strings('created_at', 'updated_at');

/** A check's latency percentiles and its uptime counts (H1's rows, H6's graph). */
export const LATENCY_KEYS = ['p99', 'p97', 'p95', 'rolling1h'] as const;
export const UPTIME_KEYS = ['passed', 'failed'] as const;
export const latencySchema = z.looseObject(opt.numbers(...LATENCY_KEYS)).nullish();
export const uptimeSchema = z.looseObject(opt.numbers(...UPTIME_KEYS)).nullish();
