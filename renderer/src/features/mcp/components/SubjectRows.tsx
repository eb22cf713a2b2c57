// Subjects with their MCP switch (spec 5-access §2.8), optionally grouped by type and with each
// one's effective answer; the switches are read-only (with the reason) without write or offline.
import { Callout, NonIdealState } from '@blueprintjs/core';
import type { Direct } from '../../../api/services/access-review.ts';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { ACCESS_RESULT, accessResult } from '../../../lib/vocabulary/access-result.ts';
import { MCP_SUBJECT_GROUPS, type McpSubject } from '../mcp-model.ts';
import { DirectSwitch } from './DirectSwitch.tsx';

export function SubjectRows(props: {
  subjects: readonly McpSubject[];
  valueOf: (s: McpSubject) => Direct;
  onChange: (s: McpSubject, value: Direct) => void;
  /** Each subject's effective answer; undefined while it is read, or when not shown. */
  effective?: (s: McpSubject) => boolean | undefined;
  grouped: boolean;
  readOnly: string | null;
  busy: boolean;
  /** What the switch is for, in its accessible name ('MCP access', a resource's title). */
  what: string;
}) {
  const { subjects } = props;
  if (subjects.length === 0) return <NonIdealState title="No subjects found" />;
  const row = (s: McpSubject) => (
    <li key={s.key} className="mcd-mcp-subject" aria-label={s.name}>
      <span className="mcd-mcp-subject-name" title={s.name}>
        {s.name}
      </span>
      {props.effective && (
        <span className="mcd-mcp-effective">
          Effective access:{' '}
          <StatusTag vocabulary={ACCESS_RESULT} value={accessResult(props.effective(s))} withIcon />
        </span>
      )}
      <DirectSwitch
        label={`${props.what} for ${s.name}`}
        value={props.valueOf(s)}
        disabled={Boolean(props.readOnly) || props.busy}
        onChange={(value) => props.onChange(s, value)}
      />
    </li>
  );
  return (
    <div className="mcd-mcp-subjects">
      {props.readOnly && (
        <Callout compact intent="warning" className="mcd-mcp-readonly">
          {props.readOnly}
        </Callout>
      )}
      {props.grouped ? (
        MCP_SUBJECT_GROUPS.map(({ group, title }) => {
          const members = subjects.filter((s) => s.group === group);
          if (members.length === 0) return null;
          return (
            <section key={group} aria-label={title}>
              <h3 className="mcd-mcp-group-title">{title}</h3>
              <ul className="mcd-mcp-subject-list">{members.map(row)}</ul>
            </section>
          );
        })
      ) : (
        <ul className="mcd-mcp-subject-list" aria-label="Subjects">
          {subjects.map(row)}
        </ul>
      )}
    </div>
  );
}
