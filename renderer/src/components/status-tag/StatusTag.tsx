// A value of one of the vocabularies (lib/vocabulary) as a Blueprint tag: the entry's label,
// intent and icon, so a status reads and looks the same on every screen. Nothing for no value.
import { Tag } from '../tag/Tag.tsx';
import { lookup, type Vocabulary } from '../../lib/vocabulary/vocabulary.ts';

export function StatusTag(props: {
  vocabulary: Vocabulary;
  value: string | null | undefined;
  round?: boolean;
  /** Show the entry's icon before the label. */
  withIcon?: boolean;
  className?: string;
  title?: string;
}) {
  const { vocabulary, value, round = false, withIcon = false, className, title } = props;
  if (!value) return null;
  const entry = lookup(vocabulary, value);
  return (
    <Tag
      minimal
      round={round}
      intent={entry.intent}
      icon={withIcon ? (entry.icon ?? undefined) : undefined}
      className={className}
      title={title}
    >
      {entry.label}
    </Tag>
  );
}
