// PostgREST-shaped errors for the sandbox's /db dialect: every failure leaves as
// `{code, message, details, hint}` with the status PostgREST would use, never as a stack trace.

export interface PostgrestErrorBody {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

export class PostgrestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;

  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
  ) {
    super(message);
    this.name = 'PostgrestError';
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
  }

  toBody(): PostgrestErrorBody {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** PGRST100: the query string could not be parsed. */
export function parseError(message: string, details: string | null = null): PostgrestError {
  return new PostgrestError(400, 'PGRST100', message, details);
}

/** 42703, raised before SQL runs so the message names the relation like Postgres does. */
export function unknownColumn(relation: string, column: string): PostgrestError {
  return new PostgrestError(400, '42703', `column ${relation}.${column} does not exist`);
}

export function unknownRelationship(
  parent: string,
  child: string,
  hint: string | null = null,
): PostgrestError {
  return new PostgrestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}' in the schema 'public', but no matches were found.`,
    hint,
  );
}

export function ambiguousRelationship(
  parent: string,
  child: string,
  candidates: string[],
): PostgrestError {
  return new PostgrestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${child}'`,
    candidates.join('; '),
    `Try changing '${child}' to one of the following: ${candidates.map((c) => `'${child}!${c}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  );
}

export function unknownTable(name: string): PostgrestError {
  return new PostgrestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${name}' in the schema cache`,
  );
}

export function unknownFunction(name: string, args: string[]): PostgrestError {
  return new PostgrestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${args.join(', ')}) in the schema cache`,
    `Searched for the function public.${name} with parameters ${args.join(', ') || 'none'}, but no matches were found in the schema cache.`,
  );
}

export function invalidBody(message: string): PostgrestError {
  return new PostgrestError(400, 'PGRST102', message);
}

export function rangeNotSatisfiable(offset: number, total: number): PostgrestError {
  return new PostgrestError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
  );
}

interface PgLikeError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

/** SQLSTATE → HTTP status, following PostgREST's table for the codes a client can provoke. */
function statusForSqlState(code: string): number {
  if (code === '23503' || code === '23505') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42501') return 403;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  if (code.startsWith('54')) return 413;
  if (code.startsWith('22') || code.startsWith('23') || code.startsWith('42')) return 400;
  return 500;
}

/** Converts anything thrown while answering into a PostgREST error (Postgres errors keep their SQLSTATE). */
export function toPostgrestError(error: unknown): PostgrestError {
  if (error instanceof PostgrestError) return error;
  const pg = (typeof error === 'object' && error !== null ? error : {}) as PgLikeError;
  if (typeof pg.code === 'string' && /^[0-9A-Z]{5}$/.test(pg.code)) {
    return new PostgrestError(
      statusForSqlState(pg.code),
      pg.code,
      typeof pg.message === 'string' ? pg.message : 'database error',
      typeof pg.detail === 'string' ? pg.detail : null,
      typeof pg.hint === 'string' ? pg.hint : null,
    );
  }
  return new PostgrestError(500, 'PGRST000', 'internal sandbox error');
}
