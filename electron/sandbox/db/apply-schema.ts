// Applies the sandbox schema chunk by chunk, naming the failing chunk in the error.
import type { PGlite } from '@electric-sql/pglite';
import { schemaChunks } from './schema/index.ts';

export async function applySchema(db: Pick<PGlite, 'exec'>): Promise<void> {
  for (const chunk of schemaChunks) {
    try {
      await db.exec(chunk.sql);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`sandbox schema chunk '${chunk.name}' failed: ${message}`, { cause: error });
    }
  }
}
