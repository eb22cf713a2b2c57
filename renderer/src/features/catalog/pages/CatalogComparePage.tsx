// /catalog/compare?left=<org>:<id>&right=<org>:<id> (issue 21): two config items — of one
// organisation or of two — side by side as a line diff of their bodies, formatted as the config
// page shows them, with unchanged runs folded. A side may carry a time (`leftAt`/`rightAt`, ISO):
// its body is then rebuilt at that time from its changes (compare/history-model.ts), so one
// config at two times is a shareable URL too. A missing side is picked by name search in any
// signed-in organisation; each side reads through its own organisation's QueryClient.
// With `across=<org>,<org>` (issue 36 item 4) the left config is compared with its copies in those
// organisations instead, a column each (compare/CompareAcross.tsx); `only=differences` hides the
// fields that are the same everywhere.
import { useState } from 'react';
import { Button, Callout, H3, NonIdealState } from '@blueprintjs/core';
import { Tag } from '../../../components/tag/Tag.tsx';
import { useQuery } from '@tanstack/react-query';
import { useResourceListParams } from '../../../components/resource-list/useResourceListParams.ts';
import {
  HISTORY_LIMIT,
  compareConfigQuery,
  configHistoryQuery,
} from '../../../api/services/catalog-compare.ts';
import { orgsListQuery } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { queryClientFor, useOrgId } from '../../../session/org-context.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { SideBySideDiff } from '../../../components/side-by-side-diff/SideBySideDiff.tsx';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { parseSide, sideParam, sideTitle, type CompareSide } from '../compare/compare-model.ts';
import { bodyAt, isPatchable, parseAt } from '../compare/history-model.ts';
import { ConfigPicker } from '../compare/ConfigPicker.tsx';
import { CompareAcross, ConfigName } from '../compare/CompareAcross.tsx';
import { acrossParam, firstAcross, parseAcross } from '../compare/across-model.ts';
import { configBody } from '../item/item-model.ts';
import '../compare/compare.css';

type Which = 'left' | 'right';
const AT_PARAM = { left: 'leftAt', right: 'rightAt' } as const;
/**
 * The sides and their times, the organisations across and the differences-only switch in the URL,
 * through the list codec (no paging, nothing else).
 */
const COMPARE_PARAMS = {
  filters: ['left', 'right', 'leftAt', 'rightAt', 'across', 'only'].map((param) => ({
    param,
    label: param,
    kind: 'search' as const,
  })),
};
const timeText = (at: Date) => formatTimestamp(at, 'YYYY-MM-DD HH:mm');

/** One side as read: the config it names, its time, the config and (with a time) its changes. */
function useSide(which: Which, url: Record<string, string | undefined>, fallbackOrg: string) {
  const side = parseSide(url[which]);
  const at = parseAt(url[AT_PARAM[which]]);
  const orgId = side?.orgId ?? fallbackOrg;
  const client = queryClientFor(orgId);
  const config = useQuery(
    { ...compareConfigQuery(orgId, side?.id ?? ''), enabled: side !== null },
    client,
  );
  // The `diff` changes after the side's time, when it has one.
  const history = useQuery(
    {
      ...configHistoryQuery(orgId, side?.id ?? '', at?.toISOString() ?? null),
      enabled: side !== null && at !== null,
    },
    client,
  );
  return { which, side, at, config, history };
}

type SideRead = ReturnType<typeof useSide>;

/** How the two sides are shown: one config at two times, or items of two organisations. */
interface Shown {
  sameConfig: boolean;
  twoOrgs: boolean;
  orgName: (orgId: string | undefined) => string | undefined;
}

/** A side: its organisation, config and time, then the button that picks another. */
function SideCard(props: { read: SideRead; shown: Shown; choose: (which: Which) => void }) {
  const { read, shown } = props;
  const { side, at } = read;
  const item = read.config.data;
  return (
    <div
      className="mcd-compare-side"
      aria-label={read.which === 'left' ? 'Left config' : 'Right config'}
    >
      {side === null ? (
        <span className="mcd-compare-muted">No config chosen</span>
      ) : (
        <>
          <Tag minimal icon="office">
            {shown.orgName(side.orgId) ?? side.orgId}
          </Tag>
          {/* A link opens the item in the current organisation: only offered for its own items. */}
          {item ? (
            <ConfigName config={item} orgId={side.orgId} className="mcd-compare-name" />
          ) : (
            <span className="mcd-compare-name" title={side.id}>
              {read.config.isPending ? 'Loading…' : side.id}
            </span>
          )}
          {/* One config at two times: its type once is enough room for its name and time. */}
          {item?.type && !shown.sameConfig && (
            <span className="mcd-compare-muted">{item.type}</span>
          )}
          {at ? (
            <Tag minimal intent="warning" icon="history" className="mcd-compare-at">
              at {timeText(at)}
            </Tag>
          ) : (
            shown.sameConfig && (
              <Tag minimal icon="time" className="mcd-compare-at">
                now
              </Tag>
            )
          )}
        </>
      )}
      <span className="mcd-compare-spacer" />
      <Button variant="minimal" size="small" icon="edit" onClick={() => props.choose(read.which)}>
        {side ? 'Change…' : 'Choose…'}
      </Button>
    </div>
  );
}

/** Why a chosen side cannot be compared: its read failed, or it cannot be rebuilt, or is gone. */
function SideProblem({ read, shown }: { read: SideRead; shown: Shown }) {
  const { config, history, at } = read;
  if (!read.side) return null;
  if (config.isError) return <QueryError error={config.error} what="this config" />;
  if (at && history.isError)
    return <QueryError error={history.error} what="the changes of this config" />;
  if (at && config.data && !isPatchable(config.data.config))
    return (
      <NonIdealState
        icon="history"
        title="This config cannot be rebuilt at an earlier time"
        description="Its body is stored as text, and its changes patch JSON documents. Open its changes to read each change's diff."
      />
    );
  if (config.data === null)
    return (
      <NonIdealState
        icon="search"
        title="Details not found"
        description={`The ${read.which} config does not exist in ${shown.orgName(read.side.orgId) ?? 'its organisation'}.`}
      />
    );
  return null;
}

/** A side's body text, at its time when it has one; null while its changes load. */
function sideBody({ config, history, at }: SideRead) {
  const item = config.data;
  if (!item) return null;
  if (!at) return { text: configBody(item.config).text, note: null };
  const changes = history.data;
  if (!changes || !isPatchable(item.config)) return null;
  const { body, undone, skipped } = bodyAt(item.config, changes, at);
  const notes = [
    undone === 0
      ? `No changes since ${timeText(at)}: the body then is the body now.`
      : `Rebuilt at ${timeText(at)} by undoing ${undone} ${undone === 1 ? 'change' : 'changes'} made since.`,
    skipped > 0 &&
      `${skipped} ${skipped === 1 ? 'change carries' : 'changes carry'} no patch and could not be undone.`,
    changes.length >= HISTORY_LIMIT &&
      `Only the latest ${HISTORY_LIMIT} changes were read: earlier ones are not undone.`,
  ];
  return { text: configBody(body).text, note: notes.filter(Boolean).join(' ') };
}

/** Both sides chosen and one of them (or its changes) still loading, none failed. */
function loadingBoth(left: SideRead, right: SideRead): boolean {
  const loading = (read: SideRead) =>
    read.config.isPending || (read.at !== null && read.history.isPending);
  const both = [left, right];
  return both.every((read) => read.side !== null && !read.config.isError) && both.some(loading);
}

function columnTitle(read: SideRead, shown: Shown): string {
  const base = sideTitle(read.config.data?.name, shown.orgName(read.side?.orgId), shown.twoOrgs);
  if (read.at) return `${base} · at ${timeText(read.at)}`;
  return shown.sameConfig ? `${base} · now` : base;
}

/** The sides' problems or their loading, then the diff of the two bodies, after the note on how
 * a side was rebuilt at its time. */
function CompareDiff({ left, right, shown }: { left: SideRead; right: SideRead; shown: Shown }) {
  const l = sideBody(left);
  const r = sideBody(right);
  const notes = [l?.note, r?.note].filter((note): note is string => !!note);
  return (
    <>
      <SideProblem read={left} shown={shown} />
      <SideProblem read={right} shown={shown} />
      {loadingBoth(left, right) && (
        <div
          className="mcd-compare-skel bp6-skeleton"
          aria-busy="true"
          aria-label="Loading configs"
        />
      )}
      {l && r && notes.length > 0 && (
        <Callout
          compact
          icon="history"
          className="mcd-compare-note"
          aria-label="How it was rebuilt"
        >
          {notes.join(' ')}
        </Callout>
      )}
      {l && r && (
        <SideBySideDiff
          left={l.text}
          right={r.text}
          leftTitle={columnTitle(left, shown)}
          rightTitle={columnTitle(right, shown)}
        />
      )}
    </>
  );
}

/** The sides and times in the URL, the side being picked, and the changes to them. */
function useCompareParams() {
  const { params, update } = useResourceListParams(COMPARE_PARAMS);
  const url = params.filters;
  const [picking, setPicking] = useState<Which | null>(null);
  const set = (filters: Record<string, string | undefined>) => {
    setPicking(null);
    update({ filters });
  };
  const setSide = (which: Which, side: CompareSide | null) =>
    set({ [which]: side ? sideParam(side) : undefined, [AT_PARAM[which]]: undefined });
  // The other side's config at an earlier time: the earlier body on the left, now on the right.
  const setTime = (side: CompareSide, at: string) =>
    set({ left: sideParam(side), leftAt: at, right: sideParam(side), rightAt: undefined });
  const swap = () =>
    update({
      filters: { left: url.right, right: url.left, leftAt: url.rightAt, rightAt: url.leftAt },
    });
  // Across organisations: the left config now (no times, no right side) in each of `ids`.
  const setAcross = (ids: readonly string[]) =>
    set({ across: acrossParam(ids), right: undefined, leftAt: undefined, rightAt: undefined });
  const setOnly = (only: boolean) => set({ only: only ? 'differences' : undefined });

  return { url, picking, setPicking, setSide, setTime, swap, setAcross, setOnly };
}

/** The page's state: both sides read, how they are shown, and the side being picked. */
function useCompare() {
  const currentOrg = useOrgId();
  const params = useCompareParams();
  const { url, picking } = params;
  const orgs = useQuery(orgsListQuery(), appQueryClient).data ?? [];
  const reads = {
    left: useSide('left', url, currentOrg),
    right: useSide('right', url, currentOrg),
  };
  const { side: left } = reads.left;
  const { side: right } = reads.right;
  // With `across`, the left config is compared with its copies in those organisations.
  const acrossIds = left ? parseAcross(url.across, left.orgId) : [];
  const across = acrossIds.length > 0;
  const shown: Shown = {
    // One config at two times: the column titles name the times rather than the item twice.
    sameConfig: !across && !!left && !!right && sideParam(left) === sideParam(right),
    twoOrgs: across || (!!left && !!right && left.orgId !== right.orgId),
    orgName: (orgId) => orgs.find((org) => org.id === orgId)?.name,
  };
  // The side to pick: the one asked for, or (two sides) the first one missing.
  const pick: Which | null = across
    ? picking && 'left'
    : (picking ?? (!left ? 'left' : !right ? 'right' : null));
  return { currentOrg, params, orgs, reads, acrossIds, across, shown, pick };
}

/** Two config items, or one at two times, as a line diff (the compare of issue 21), or one
 * config across organisations (compare/CompareAcross.tsx), in one frame. */
export function CatalogComparePage() {
  const { currentOrg, params, orgs, reads, acrossIds, across, shown, pick } = useCompare();
  const { url, picking, setPicking, setSide, setTime, swap, setAcross, setOnly } = params;
  const left = reads.left.side;
  const other = pick === 'left' ? reads.right : reads.left;
  const card = (read: SideRead) => <SideCard read={read} shown={shown} choose={setPicking} />;
  const label = across
    ? 'Choose the config'
    : pick === 'left'
      ? 'Choose the left config'
      : 'Compare with…';
  return (
    <div className="mcd-compare">
      <div className="mcd-compare-head">
        <H3>{across ? 'Compare across organisations' : 'Compare configurations'}</H3>
        <span className="mcd-compare-spacer" />
        {across ? (
          <Button variant="minimal" icon="comparison" onClick={() => setAcross([])}>
            Two sides
          </Button>
        ) : (
          left &&
          orgs.length > 1 && (
            <Button
              variant="minimal"
              icon="office"
              onClick={() =>
                setAcross(firstAcross(orgs, left.orgId, reads.right.side?.orgId ?? null))
              }
            >
              Across organisations…
            </Button>
          )
        )}
      </div>
      <div className={across ? 'mcd-compare-sides mcd-compare-sides-one' : 'mcd-compare-sides'}>
        {card(reads.left)}
        {!across && (
          <>
            <Button
              variant="minimal"
              icon="swap-horizontal"
              aria-label="Swap sides"
              title="Swap sides"
              onClick={swap}
            />
            {card(reads.right)}
          </>
        )}
      </div>
      {pick && (
        <ConfigPicker
          key={pick}
          label={label}
          orgs={orgs}
          initialOrgId={reads[pick].side?.orgId ?? other.side?.orgId ?? currentOrg}
          onPick={(side) => setSide(pick, side)}
          onCancel={picking ? () => setPicking(null) : undefined}
          sameConfig={across ? undefined : sameConfigPick(other, setTime)}
        />
      )}
      {across && left ? (
        <CompareAcross
          left={left}
          acrossIds={acrossIds}
          onlyDifferences={url.only === 'differences'}
          setOnlyDifferences={setOnly}
          setAcross={setAcross}
        />
      ) : (
        <CompareDiff left={reads.left} right={reads.right} shown={shown} />
      )}
    </div>
  );
}

/** The picker's offer of the other side's config at an earlier time, when there is one. */
function sameConfigPick(other: SideRead, setTime: (side: CompareSide, at: string) => void) {
  const side = other.side;
  if (!side) return undefined;
  return {
    side,
    name: other.config.data?.name ?? side.id,
    onPickTime: (at: string) => setTime(side, at),
  };
}
