// Resolves an embed in `select` (`created_by(…)`, `hypotheses(…)`, `canaries!checks_canary_id_fkey(…)`,
// `team:teams(…)` through a junction) to one relationship from the schema cache's foreign keys,
// raising PostgREST's PGRST200 (none) or PGRST201 (ambiguous) like the real thing.
import { ambiguousRelationship, unknownRelationship } from './errors.ts';
import type { EmbedItem } from './parse-select.ts';
import type { ForeignKey, SchemaCache } from './schema-cache.ts';

export type Relationship =
  /** The parent holds the FK columns: the embed is one object (or null). */
  | { kind: 'to-one'; fk: ForeignKey; target: string }
  /** The target holds FK columns pointing at the parent: the embed is an array. */
  | { kind: 'to-many'; fk: ForeignKey; target: string }
  /** Parent and target are linked by a junction table whose primary key covers both FKs. */
  | {
      kind: 'many-to-many';
      junction: string;
      parentFk: ForeignKey;
      targetFk: ForeignKey;
      target: string;
    };

function sameColumns(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((c, i) => c === b[i]);
}

function describe(r: Relationship): string {
  return r.kind === 'many-to-many'
    ? `${r.junction} (${r.parentFk.constraint}, ${r.targetFk.constraint})`
    : r.fk.constraint;
}

function hintName(r: Relationship): string {
  return r.kind === 'many-to-many' ? r.junction : r.fk.constraint;
}

function matchesHint(r: Relationship, hint: string): boolean {
  if (r.kind === 'many-to-many') {
    return r.junction === hint || r.parentFk.constraint === hint || r.targetFk.constraint === hint;
  }
  return r.fk.constraint === hint || sameColumns(r.fk.columns, [hint]);
}

export function resolveEmbed(cache: SchemaCache, parent: string, embed: EmbedItem): Relationship {
  const name = embed.name;
  let candidates: Relationship[] = [];
  if (cache.relations.has(name)) {
    for (const fk of cache.foreignKeys) {
      if (fk.table === parent && fk.foreignTable === name)
        candidates.push({ kind: 'to-one', fk, target: name });
      if (fk.table === name && fk.foreignTable === parent)
        candidates.push({ kind: 'to-many', fk, target: name });
    }
    candidates.push(...junctions(cache, parent, name));
  } else {
    // FK-column embed: `created_by(id,name)` names the column that holds the foreign key; the
    // target is the referenced table itself, not the views traced over it.
    for (const fk of cache.foreignKeys) {
      if (
        fk.table === parent &&
        sameColumns(fk.columns, [name]) &&
        cache.relations.get(fk.foreignTable)?.kind === 'table'
      ) {
        candidates.push({ kind: 'to-one', fk, target: fk.foreignTable });
      }
    }
  }
  if (embed.hint !== null) {
    const hint = embed.hint;
    candidates = candidates.filter((c) => matchesHint(c, hint));
  }
  // A self-referencing FK yields the same constraint in both directions; without a hint PostgREST
  // still reports that as ambiguous, which the generic rule below does.
  if (candidates.length === 0) {
    throw unknownRelationship(
      parent,
      name,
      embed.hint ? `Perhaps the hint '${embed.hint}' is misspelled.` : null,
    );
  }
  if (candidates.length > 1) {
    // The same FK traced to a view and to its base can both match a base-named embed; keep them distinct
    // only when they lead to different places.
    const unique = new Map(candidates.map((c) => [`${c.kind}\0${describe(c)}\0${c.target}`, c]));
    candidates = [...unique.values()];
  }
  if (candidates.length > 1) throw ambiguousRelationship(parent, name, candidates.map(hintName));
  return candidates[0]!;
}

function junctions(cache: SchemaCache, parent: string, target: string): Relationship[] {
  const found: Relationship[] = [];
  for (const junction of cache.relations.values()) {
    if (junction.kind !== 'table' || junction.primaryKey.length === 0) continue;
    if (junction.name === parent || junction.name === target) continue;
    const pk = new Set(junction.primaryKey);
    const own = cache.foreignKeys.filter(
      (fk) => fk.table === junction.name && fk.columns.every((c) => pk.has(c)),
    );
    for (const parentFk of own) {
      if (parentFk.foreignTable !== parent) continue;
      for (const targetFk of own) {
        if (targetFk === parentFk || targetFk.foreignTable !== target) continue;
        found.push({ kind: 'many-to-many', junction: junction.name, parentFk, targetFk, target });
      }
    }
  }
  return found;
}
