// The Config tab (spec 2 §2): the body in the item's format with its toolbar (format, size, copy),
// line numbers, click a number to select the line (shift-click a range), selected lines
// highlighted. Only the rows on screen exist in the DOM and only they are highlighted, so a body
// of hundreds of KB paints as fast as a short one; Monaco was the other candidate, but its chunk
// alone arrives later than this viewer has painted.
import { useEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Tag } from '../../../components/tag/Tag.tsx';
import { CopyButton } from '../../../components/clipboard/CopyButton.tsx';
import type { BodyLanguage, ConfigBody } from './item-model.ts';
import { tokenize } from './highlight.ts';
import { thousands } from '../../../lib/format/count.ts';

export const LINE_PX = 20;

function Line(props: { text: string; language: BodyLanguage }) {
  return (
    <code className="mc-ci-code">
      {tokenize(props.text, props.language).map((t, i) =>
        t.kind === 'plain' ? (
          t.text
        ) : (
          <span key={i} className={`mc-ci-tok-${t.kind}`}>
            {t.text}
          </span>
        ),
      )}
    </code>
  );
}

function ConfigBodyViewer(props: {
  lines: readonly string[];
  language: BodyLanguage;
  selected: readonly number[];
  onLineClick: (line: number, shift: boolean) => void;
}) {
  const { lines, language } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design.
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LINE_PX,
    overscan: 30,
    // The first commit already holds a screenful of rows, before the element is measured.
    initialRect: { width: 1000, height: 900 },
  });
  const selected = new Set(props.selected);
  const first = props.selected[0];
  const gutter = String(lines.length).length;
  const widest = lines.reduce((most, line) => Math.max(most, line.length), 0);

  // A link with selected lines opens scrolled to the first of them, once.
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || first === undefined) return;
    scrolled.current = true;
    virtualizer.scrollToIndex(first - 1, { align: 'center' });
  }, [first, virtualizer]);

  return (
    <div
      ref={scrollRef}
      className="mc-ci-viewer"
      role="region"
      aria-label="Config body"
      style={{ ['--mc-ci-gutter' as string]: `${gutter + 2}ch` }}
    >
      <div
        className="mc-ci-viewer-canvas"
        style={{
          height: virtualizer.getTotalSize(),
          width: `calc(${gutter + widest + 6}ch + 16px)`,
        }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const n = row.index + 1;
          const on = selected.has(n);
          return (
            <div
              key={row.key}
              className={on ? 'mc-ci-line mc-ci-line-selected' : 'mc-ci-line'}
              style={{ transform: `translateY(${row.start}px)` }}
              data-line={n}
            >
              <button
                type="button"
                className="mc-ci-gutter"
                aria-pressed={on}
                aria-label={`Line ${n}`}
                onClick={(event) => props.onLineClick(n, event.shiftKey)}
              >
                {n}
              </button>
              <Line text={lines[row.index] ?? ''} language={language} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

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
          {thousands(lines.length)} lines
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
