// Two texts side by side as a line diff (lib/diff/line-diff.ts): removed lines on the left in red,
// added on the right in green, a replaced line across both; unchanged runs longer than the
// context are folded into a row that expands them. The compare bench (tests/bench/compare.bench.ts)
// guards the paint of two 5,000-line texts; folding keeps the DOM small for large bodies.
import { useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { diffLines, foldRows, type DiffLine, type DiffRow } from '../../lib/diff/line-diff.ts';
import { usePaintedMark } from '../../lib/perf/usePaintedMark.ts';
import './SideBySideDiff.css';
import { thousands } from '../../lib/format/count.ts';

const CONTEXT = 3;

function Side(props: { line: DiffLine | null; kind: DiffRow['kind']; side: 'left' | 'right' }) {
  const { line, kind, side } = props;
  const mark =
    kind === 'same' || !line
      ? ''
      : side === 'left'
        ? kind === 'added'
          ? ''
          : '−'
        : kind === 'removed'
          ? ''
          : '+';
  const tone = !line ? 'blank' : kind === 'same' ? 'same' : side === 'left' ? 'del' : 'add';
  return (
    <>
      <td className={`mcd-diff-no mcd-diff-${tone}`}>{line?.no ?? ''}</td>
      <td className={`mcd-diff-mark mcd-diff-${tone}`} aria-hidden="true">
        {mark}
      </td>
      <td className={`mcd-diff-text mcd-diff-${tone}`}>{line?.text ?? ''}</td>
    </>
  );
}

export function SideBySideDiff(props: {
  left: string;
  right: string;
  leftTitle: string;
  rightTitle: string;
}) {
  const { left, right } = props;
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const diff = diffLines(left, right);
  const items = foldRows(diff.rows, CONTEXT, expanded);
  usePaintedMark('compare:painted', true);
  const expand = (start: number) => setExpanded((prev) => new Set(prev).add(start));

  return (
    <div className="mcd-diff">
      <div className="mcd-diff-summary" role="status">
        {diff.identical ? (
          <Callout intent="success" compact icon="tick">
            The two configurations are identical ({thousands(diff.rows.length)} lines).
          </Callout>
        ) : (
          <span>
            <span className="mcd-diff-count-del">−{thousands(diff.stats.removed)}</span>{' '}
            <span className="mcd-diff-count-add">+{thousands(diff.stats.added)}</span> lines differ
          </span>
        )}
      </div>
      <table className="mcd-diff-table" aria-label="Differences">
        <colgroup>
          <col className="mcd-diff-col-no" />
          <col className="mcd-diff-col-mark" />
          <col />
          <col className="mcd-diff-col-no" />
          <col className="mcd-diff-col-mark" />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th colSpan={3} scope="col">
              {props.leftTitle}
            </th>
            <th colSpan={3} scope="col">
              {props.rightTitle}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) =>
            item.type === 'fold' ? (
              <tr key={`fold-${item.start}`} className="mcd-diff-fold">
                <td colSpan={6}>
                  <Button
                    variant="minimal"
                    size="small"
                    icon="expand-all"
                    text={`Show ${thousands(item.end - item.start)} unchanged lines`}
                    onClick={() => expand(item.start)}
                  />
                </td>
              </tr>
            ) : (
              <tr key={item.index} data-kind={item.row.kind}>
                <Side line={item.row.left} kind={item.row.kind} side="left" />
                <Side line={item.row.right} kind={item.row.kind} side="right" />
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
