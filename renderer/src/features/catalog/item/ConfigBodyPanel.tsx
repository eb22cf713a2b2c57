// The Config tab: the body in the item's format with its toolbar (format, size, copy).
import { Tag } from '../../../components/tag/Tag.tsx';
import { CopyButton } from '../../../components/clipboard/CopyButton.tsx';
import { ConfigBodyViewer } from './ConfigBodyViewer.tsx';
import type { ConfigBody } from './item-model.ts';

export function ConfigBodyPanel(props: {
  body: ConfigBody;
  lines: readonly string[];
  selected: readonly number[];
  onLineClick: (line: number, shift: boolean) => void;
}) {
  const { body, lines } = props;
  if (body.text === '')
    return <p className="mc-ci-muted mc-ci-empty-body">This item has no config document.</p>;
  return (
    <div className="mc-ci-config">
      <div className="mc-ci-config-bar">
        <Tag minimal>{body.language.toUpperCase()}</Tag>
        <span className="mc-ci-muted">
          {lines.length.toLocaleString('en-US')} lines
          {props.selected.length > 0 && ` · ${props.selected.length} selected`}
        </span>
        <span className="mc-ci-spacer" />
        <CopyButton text={body.text} label="Copy config" successMessage="Config copied" />
      </div>
      <ConfigBodyViewer
        lines={lines}
        language={body.language}
        selected={props.selected}
        onLineClick={props.onLineClick}
      />
    </div>
  );
}
