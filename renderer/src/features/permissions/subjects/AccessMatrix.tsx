// The workbench's matrix (spec 5-access §2.5): resources by display name down, actions across,
// each cell the effective answer (allowed, denied, or unknown when the check failed). A row opens
// the switches of its resource.
import {
  Callout,
  HTMLTable,
  NonIdealState,
  Section,
  SectionCard,
  Spinner,
} from '@blueprintjs/core';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { ACCESS_RESULT, type AccessResult } from '../../../lib/vocabulary/access-result.ts';
import { LoadingState } from '../../../components/shell-chrome/LoadingState.tsx';

export const UNKNOWN_TEXT = 'Failed to evaluate effective access. Showing unknown state.';
export const NO_MATCH_TEXT = 'No resources match the current filters.';

export interface MatrixRow {
  id: string;
  label: string;
  icon?: string | null;
  detail?: string | null;
}

export interface MatrixGroup {
  id: string;
  title?: string;
  rows: MatrixRow[];
}

export function AccessMatrix(props: {
  groups: MatrixGroup[];
  actions: (group: MatrixGroup) => string[];
  cell: (row: MatrixRow, action: string) => AccessResult;
  loading: boolean;
  refreshing: boolean;
  failed: boolean;
  onOpen: (group: MatrixGroup, row: MatrixRow) => void;
}) {
  if (props.loading) return <LoadingState title="Loading subject access..." />;
  const rows = props.groups.reduce((n, g) => n + g.rows.length, 0);
  return (
    <div className="mcd-access-matrix">
      {props.failed && (
        <Callout intent="warning" role="alert" compact>
          {UNKNOWN_TEXT}
        </Callout>
      )}
      {props.refreshing && (
        <span className="mcd-access-refreshing" role="status">
          <Spinner size={14} /> Refreshing effective access
        </span>
      )}
      {rows === 0 ? (
        <NonIdealState icon="search" title={NO_MATCH_TEXT} />
      ) : (
        props.groups.map((group) =>
          group.title ? (
            <Section key={group.id} title={group.title} collapsible compact>
              <SectionCard padded={false}>
                <MatrixTable {...props} group={group} />
              </SectionCard>
            </Section>
          ) : (
            <MatrixTable key={group.id} {...props} group={group} />
          ),
        )
      )}
    </div>
  );
}

function MatrixTable(props: Parameters<typeof AccessMatrix>[0] & { group: MatrixGroup }) {
  const { group } = props;
  const actions = props.actions(group);
  return (
    <HTMLTable
      compact
      interactive
      className="mcd-access-table"
      aria-label={group.title ?? 'Access'}
    >
      <thead>
        <tr>
          <th>Resource</th>
          {actions.map((a) => (
            <th key={a}>{a}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {group.rows.map((row) => (
          <tr
            key={row.id}
            tabIndex={0}
            onClick={() => props.onOpen(group, row)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') props.onOpen(group, row);
            }}
          >
            <td>
              <span className="mcd-access-resource">
                {row.icon !== undefined && <TypeIcon name={row.icon} fallback="cube" />}
                <span className="mcd-access-name">
                  <span>{row.label}</span>
                  {row.detail && <span className="mcd-access-detail">{row.detail}</span>}
                </span>
              </span>
            </td>
            {actions.map((a) => (
              <td key={a}>
                <StatusTag vocabulary={ACCESS_RESULT} value={props.cell(row, a)} withIcon />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
