// A record's labels or tags as chips (`key=value`) that wrap, sorted by key, each whole on hover
// when cut; past `limit`, a '+N more' chip. Label text is untrusted and rendered as text.
import { Tag } from '../tag/Tag.tsx';
import { compareIds } from '../../lib/text/compare-ids.ts';
import './LabelTags.css';

type Labels = Readonly<Record<string, string>> | null | undefined;

/** The labels shown (sorted by key) and how many more there are. */
export function splitLabels(labels: Labels, limit = Infinity) {
  const entries = Object.entries(labels ?? {}).sort(([a], [b]) => compareIds(a, b));
  return { shown: entries.slice(0, limit), more: Math.max(0, entries.length - limit) };
}

export function LabelTags(props: {
  labels: Labels;
  limit?: number;
  /** Between key and value: '=' unless given. */
  separator?: string;
  /** The group's accessible name. */
  label?: string;
  className?: string;
}) {
  const { shown, more } = splitLabels(props.labels, props.limit);
  if (shown.length === 0) return null;
  const separator = props.separator ?? '=';
  return (
    <div className={`mcd-label-tags ${props.className ?? ''}`} aria-label={props.label}>
      {shown.map(([k, v]) => (
        <Tag key={k} minimal round title={`${k}${separator}${v}`}>
          {k}
          {separator}
          {v}
        </Tag>
      ))}
      {more > 0 && (
        <Tag minimal round intent="primary">
          +{more} more
        </Tag>
      )}
    </div>
  );
}
