// What the ticker's steps need of the database (a PGlite, or a transaction of one).
import type { PGlite } from '@electric-sql/pglite';

export type TickerDb = Pick<PGlite, 'query' | 'exec' | 'transaction'>;
