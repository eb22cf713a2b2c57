// Picks one side of a compare: an organisation (any signed-in one) and a config item found by
// name in it, or — when the other side is chosen — that same config at an earlier time: just
// before one of its recent changes, or at any time typed in. Each organisation is read through
// its own QueryClient.
import { useState, type ReactNode } from 'react';
import { Button, HTMLSelect, InputGroup, SegmentedControl } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { Org } from '../../../../../preload/contract/orgs.ts';
import { configHistoryQuery, configPickQuery } from '../../../api/services/catalog-compare.ts';
import { queryClientFor } from '../../../session/org-context.tsx';
import { QueryPickList } from '../../../components/pick-list/QueryPickList.tsx';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { useDebouncedValue } from '../../../lib/hooks/useDebouncedValue.ts';
import type { CompareSide } from './compare-model.ts';
import { parseDateInput } from '../../../lib/time/date-math.ts';
import { isReversible, justBefore } from './history-model.ts';

/** Recent changes offered as points in time. */
const RECENT_CHANGES = 50;

export interface SameConfigChoice {
  side: CompareSide;
  name: string;
  onPickTime: (at: string) => void;
}

type Mode = 'config' | 'time';

export function ConfigPicker(props: {
  label: string;
  orgs: readonly Org[];
  initialOrgId: string;
  onPick: (side: CompareSide) => void;
  onCancel?: () => void;
  /** The other side's config, offered at an earlier time. */
  sameConfig?: SameConfigChoice;
}) {
  const [mode, setMode] = useState<Mode>('config');
  const cancel = props.onCancel && (
    <Button variant="minimal" text="Cancel" onClick={props.onCancel} />
  );
  const modes = props.sameConfig && (
    <SegmentedControl
      size="small"
      value={mode}
      onValueChange={(value) => setMode(value === 'time' ? 'time' : 'config')}
      options={[
        { value: 'config', label: 'Another config' },
        { value: 'time', label: 'At an earlier time' },
      ]}
    />
  );
  const bar = (controls: ReactNode) => (
    <div className="mcd-compare-picker-bar">
      <strong>{props.label}</strong>
      {modes}
      {controls}
      {cancel}
    </div>
  );
  return (
    <section className="mcd-compare-picker" aria-label={props.label}>
      {mode === 'time' && props.sameConfig ? (
        <TimePicker choice={props.sameConfig} bar={bar} />
      ) : (
        <ByName {...props} bar={bar} />
      )}
    </section>
  );
}

function ByName(props: {
  orgs: readonly Org[];
  initialOrgId: string;
  onPick: (side: CompareSide) => void;
  bar: (controls: ReactNode) => ReactNode;
}) {
  const [orgId, setOrgId] = useState(props.initialOrgId);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 250);
  const found = useQuery(configPickQuery(orgId, search), queryClientFor(orgId));
  return (
    <>
      {props.bar(
        <>
          <HTMLSelect
            aria-label="Organisation"
            value={orgId}
            onChange={(event) => setOrgId(event.target.value)}
            options={props.orgs.map((org) => ({ value: org.id, label: org.name }))}
          />
          <InputGroup
            type="search"
            leftIcon="search"
            placeholder="Search configs by name"
            aria-label="Search configs by name"
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoFocus
          />
        </>,
      )}
      <QueryPickList
        read={found}
        rows={found.data}
        what="configs"
        empty={{ icon: 'search', title: 'No configs match' }}
        className="mcd-compare-picker-list"
        item={(config) => ({
          text: config.name || config.id,
          label: config.type ?? undefined,
          onClick: () => props.onPick({ orgId, id: config.id }),
        })}
      />
    </>
  );
}

function TimePicker(props: { choice: SameConfigChoice; bar: (controls: ReactNode) => ReactNode }) {
  const { side, name, onPickTime } = props.choice;
  // The `datetime-local` input's value: local time to the minute.
  const [text, setText] = useState(() =>
    formatTimestamp(Date.now() - 24 * 3600_000, 'YYYY-MM-DDTHH:mm'),
  );
  const typed = parseDateInput(text, new Date());
  const recent = useQuery(
    configHistoryQuery(side.orgId, side.id, null, RECENT_CHANGES),
    queryClientFor(side.orgId),
  );
  return (
    <>
      {props.bar(
        <>
          <span className="mcd-compare-muted" title={name}>
            {name} at
          </span>
          <InputGroup
            type="datetime-local"
            aria-label="Time"
            value={text}
            onChange={(event) => setText(event.target.value)}
            intent={typed ? 'none' : 'danger'}
          />
          <Button
            intent="primary"
            text="Compare with now"
            disabled={!typed}
            onClick={() => typed && onPickTime(typed.toISOString())}
          />
        </>,
      )}
      <QueryPickList
        read={recent}
        rows={recent.data?.filter(isReversible)}
        what="the changes of this config"
        empty={{
          icon: 'history',
          title: 'No changes to undo',
          description:
            'This config has no recorded diff changes: it has looked the same since it was first scraped.',
        }}
        label="Before a change"
        className="mcd-compare-picker-list"
        item={(change) => ({
          icon: 'history',
          text: `Before: ${change.summary || 'diff'}`,
          label: formatTimestamp(change.created_at, 'YYYY-MM-DD HH:mm'),
          onClick: () => onPickTime(justBefore(change.created_at)),
        })}
      />
    </>
  );
}
