// Shorthand for writing a vocabulary: rows listed from the least to the most serious, each
// row's rank its position, so the order on the page is the order of seriousness.
import type { IconName, Intent } from '@blueprintjs/core';
import { defineVocabulary, type Vocabulary, type VocabularyEntry } from './vocabulary.ts';

export type Row<V extends string> = readonly [
  value: V,
  label: string,
  intent: Intent,
  icon: IconName | null,
  aliases?: readonly string[],
];

export function ranked<V extends string>(name: string, rows: readonly Row<V>[]): Vocabulary<V> {
  const entries: VocabularyEntry<V>[] = rows.map(([value, label, intent, icon, aliases], rank) => ({
    value,
    label,
    intent,
    icon,
    rank,
    ...(aliases ? { aliases } : {}),
  }));
  return defineVocabulary(name, entries);
}
