// The shape every vocabulary shares (issue 37 item 4): a wire value with its label, Blueprint
// intent, icon and rank (higher = more serious), plus the spellings that mean the same thing.
// Lookups are case-insensitive and never throw: a value nobody listed still gets a label (title
// cased) and no colour, so new backend values show up instead of breaking a screen.
import type { IconName, Intent } from '@blueprintjs/core';
import { titleCase } from '../text/title-case.ts';

export interface VocabularyEntry<V extends string = string> {
  readonly value: V;
  readonly label: string;
  readonly intent: Intent;
  readonly icon: IconName | null;
  /** Seriousness: the higher, the worse. Unknown values rank below every entry. */
  readonly rank: number;
  /** Other wire spellings of the same concept (`technicalDebt` for `technical_debt`). */
  readonly aliases?: readonly string[];
}

export interface Vocabulary<V extends string = string> {
  readonly name: string;
  readonly entries: readonly VocabularyEntry<V>[];
  /** Every value and alias, lower-cased, to its entry. */
  readonly index: ReadonlyMap<string, VocabularyEntry<V>>;
}

export const UNKNOWN_RANK = -1;

const key = (value: string) => value.trim().toLowerCase();

/** Builds the index; a value or alias listed twice is a programming error and throws at load. */
export function defineVocabulary<V extends string>(
  name: string,
  entries: readonly VocabularyEntry<V>[],
): Vocabulary<V> {
  const index = new Map<string, VocabularyEntry<V>>();
  for (const entry of entries) {
    for (const spelling of [entry.value, ...(entry.aliases ?? [])]) {
      if (index.has(key(spelling))) throw new Error(`${name}: "${spelling}" is listed twice`);
      index.set(key(spelling), entry);
    }
  }
  return { name, entries, index };
}

/** The entry for a value or one of its aliases, or undefined when the vocabulary lacks it. */
export function find<V extends string>(
  vocab: Vocabulary<V>,
  value: string | null | undefined,
): VocabularyEntry<V> | undefined {
  return value ? vocab.index.get(key(value)) : undefined;
}

/** The entry for a value; an unknown value gets its title-cased self, intent none, no icon. */
export function lookup<V extends string>(
  vocab: Vocabulary<V>,
  value: string | null | undefined,
): VocabularyEntry<V> | VocabularyEntry {
  return (
    find(vocab, value) ?? {
      value: value ?? '',
      label: titleCase(value),
      intent: 'none',
      icon: null,
      rank: UNKNOWN_RANK,
    }
  );
}

export const labelOf = (vocab: Vocabulary, value: string | null | undefined) =>
  lookup(vocab, value).label;
export const intentOf = (vocab: Vocabulary, value: string | null | undefined) =>
  lookup(vocab, value).intent;
export const rankOf = (vocab: Vocabulary, value: string | null | undefined) =>
  lookup(vocab, value).rank;

/** The most serious of the values (by rank), or undefined for none; unknown values lose. */
export function worst(
  vocab: Vocabulary,
  values: Iterable<string | null | undefined>,
): VocabularyEntry | undefined {
  let found: VocabularyEntry | undefined;
  for (const value of values) {
    const entry = lookup(vocab, value);
    if (!found || entry.rank > found.rank) found = entry;
  }
  return found;
}

/** The wire values in declared order, for filter options. */
export function valuesOf<V extends string>(vocab: Vocabulary<V>): V[] {
  return vocab.entries.map((entry) => entry.value);
}

/** Select options ({value, label}) in declared order. */
export function optionsOf<V extends string>(vocab: Vocabulary<V>): { value: V; label: string }[] {
  return vocab.entries.map((entry) => ({ value: entry.value, label: entry.label }));
}
