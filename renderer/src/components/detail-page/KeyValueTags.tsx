// A record's labels or tags as `key=value` chips that wrap, each whole on hover when cut.
import { Tag } from '@blueprintjs/core';
import './side-list.css';

export function KeyValueTags({ values }: { values: Readonly<Record<string, string>> }) {
  return (
    <div className="mcd-kv-tags">
      {Object.entries(values).map(([k, v]) => (
        <Tag key={k} minimal round title={`${k}=${v}`}>
          {k}={v}
        </Tag>
      ))}
    </div>
  );
}
