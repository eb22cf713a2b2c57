// /catalog/compare?left=<org>:<id>&right=<org>:<id> (issue 21): two config items — of one
// organisation or of two — side by side as a line diff of their bodies, formatted as the config
// page shows them, with unchanged runs folded. A side may carry a time (`leftAt`/`rightAt`, ISO):
// its body is then rebuilt at that time from its changes (compare/history-model.ts), so one
// config at two times is a shareable URL too. A missing side is picked by name search in any
// signed-in organisation; each side reads through its own organisation's QueryClient.
import { useState } from 'react';
import { Button, Callout, H3, NonIdealState, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useResourceListParams } from '../../../components/resource-list/useResourceListParams.ts';
import {
  HISTORY_LIMIT,
  compareConfigQuery,
  configHistoryQuery,
} from '../../../api/services/catalog-compare.ts';
import { orgsListQuery } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../session/app-query-client.ts';
import { queryClientFor, useOrgId } from '../../../session/org-context.tsx';
import { paths } from '../../../lib/routing/paths.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { SideBySideDiff } from '../../../components/side-by-side-diff/SideBySideDiff.tsx';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { parseSide, sideParam, sideTitle, type CompareSide } from '../compare/compare-model.ts';
import { bodyAt, isPatchable, parseAt } from '../compare/history-model.ts';
import { ConfigPicker } from '../compare/ConfigPicker.tsx';
import { configBody } from '../item/item-model.ts';
import '../compare/compare.css';

type Which = 'left' | 'right';
const AT_PARAM = { left: 'leftAt', right: 'rightAt' } as const;
/** The sides and their times in the URL, through the list codec (no paging, nothing else). */
const COMPARE_PARAMS = {
  filters: ['left', 'right', 'leftAt', 'rightAt'].map((param) => ({
    param,
    label: param,
    kind: 'search' as const,
  })),
};
const timeText = (at: Date) => formatTimestamp(at, 'YYYY-MM-DD HH:mm');

function useSideConfig(side: CompareSide | null, fallbackOrg: string) {
  const orgId = side?.orgId ?? fallbackOrg;
  return useQuery(
    { ...compareConfigQuery(orgId, side?.id ?? ''), enabled: side !== null },
    queryClientFor(orgId),
  );
}

/** The `diff` changes after a side's time, when it has one. */
function useSideHistory(side: CompareSide | null, at: Date | null, fallbackOrg: string) {
  const orgId = side?.orgId ?? fallbackOrg;
  return useQuery(
    {
      ...configHistoryQuery(orgId, side?.id ?? '', at?.toISOString() ?? null),
      enabled: side !== null && at !== null,
    },
    queryClientFor(orgId),
  );
}

export function CatalogComparePage() {
  const currentOrg = useOrgId();
  const { params, update } = useResourceListParams(COMPARE_PARAMS);
  const url = params.filters;
  const [picking, setPicking] = useState<Which | null>(null);
  const orgs = useQuery(orgsListQuery(), appQueryClient).data ?? [];
  const sides = { left: parseSide(url.left), right: parseSide(url.right) };
  const times = { left: parseAt(url.leftAt), right: parseAt(url.rightAt) };
  const left = useSideConfig(sides.left, currentOrg);
  const right = useSideConfig(sides.right, currentOrg);
  const history = {
    left: useSideHistory(sides.left, times.left, currentOrg),
    right: useSideHistory(sides.right, times.right, currentOrg),
  };
  // One config at two times: the column titles name the times rather than the item twice.
  const sameConfig =
    sides.left !== null && sides.right !== null && sideParam(sides.left) === sideParam(sides.right);
  const twoOrgs =
    sides.left !== null && sides.right !== null && sides.left.orgId !== sides.right.orgId;
  const orgName = (orgId: string | undefined) => orgs.find((org) => org.id === orgId)?.name;

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

  // The side to pick: the one asked for, or the first one missing.
  const pick: Which | null = picking ?? (!sides.left ? 'left' : !sides.right ? 'right' : null);

  const card = (which: Which, query: typeof left) => {
    const side = sides[which];
    const item = query.data;
    return (
      <div
        className="mcd-compare-side"
        aria-label={which === 'left' ? 'Left config' : 'Right config'}
      >
        {side === null ? (
          <span className="mcd-compare-muted">No config chosen</span>
        ) : (
          <>
            <Tag minimal icon="office">
              {orgName(side.orgId) ?? side.orgId}
            </Tag>
            {/* A link opens the item in the current organisation: only offered for its own items. */}
            {item && side.orgId === currentOrg ? (
              <Link to={paths.catalogItem(item.id)} className="mcd-compare-name">
                {item.name || item.id}
              </Link>
            ) : (
              <span className="mcd-compare-name" title={item?.name ?? side.id}>
                {item ? item.name || item.id : query.isPending ? 'Loading…' : side.id}
              </span>
            )}
            {/* One config at two times: its type once is enough room for its name and time. */}
            {item?.type && !sameConfig && <span className="mcd-compare-muted">{item.type}</span>}
            {times[which] ? (
              <Tag minimal intent="warning" icon="history" className="mcd-compare-at">
                at {timeText(times[which])}
              </Tag>
            ) : (
              sameConfig && (
                <Tag minimal icon="time" className="mcd-compare-at">
                  now
                </Tag>
              )
            )}
          </>
        )}
        <span className="mcd-compare-spacer" />
        <Button
          variant="minimal"
          size="small"
          icon="edit"
          text={side ? 'Change…' : 'Choose…'}
          onClick={() => setPicking(which)}
        />
      </div>
    );
  };

  const problem = (query: typeof left, which: Which) => {
    if (!sides[which]) return null;
    if (query.isError) return <QueryError key={which} error={query.error} what="this config" />;
    if (times[which] && history[which].isError)
      return (
        <QueryError key={which} error={history[which].error} what="the changes of this config" />
      );
    if (times[which] && query.data && !isPatchable(query.data.config))
      return (
        <NonIdealState
          key={which}
          icon="history"
          title="This config cannot be rebuilt at an earlier time"
          description="Its body is stored as text, and its changes patch JSON documents. Open its changes to read each change's diff."
        />
      );
    if (query.data === null)
      return (
        <NonIdealState
          key={which}
          icon="search"
          title="Details not found"
          description={`The ${which} config does not exist in ${orgName(sides[which]?.orgId) ?? 'its organisation'}.`}
        />
      );
    return null;
  };

  /** A side's body text, at its time when it has one; null while its changes load. */
  const bodyOf = (which: Which, query: typeof left) => {
    const item = query.data;
    if (!item) return null;
    const at = times[which];
    if (!at) return { text: configBody(item.config).text, note: null };
    const changes = history[which].data;
    if (!changes || !isPatchable(item.config)) return null;
    const rebuilt = bodyAt(item.config, changes, at);
    const counted =
      rebuilt.undone === 0
        ? `No changes since ${timeText(at)}: the body then is the body now.`
        : `Rebuilt at ${timeText(at)} by undoing ${rebuilt.undone} ${rebuilt.undone === 1 ? 'change' : 'changes'} made since.`;
    const notes = [counted];
    if (rebuilt.skipped > 0)
      notes.push(
        `${rebuilt.skipped} ${rebuilt.skipped === 1 ? 'change carries' : 'changes carry'} no patch and could not be undone.`,
      );
    if (changes.length >= HISTORY_LIMIT)
      notes.push(
        `Only the latest ${HISTORY_LIMIT} changes were read: earlier ones are not undone.`,
      );
    return { text: configBody(rebuilt.body).text, note: notes.join(' ') };
  };
  const title = (which: Which, name: string | null | undefined) => {
    const base = sideTitle(name, orgName(sides[which]?.orgId), twoOrgs);
    const at = times[which];
    if (at) return `${base} · at ${timeText(at)}`;
    return sameConfig ? `${base} · now` : base;
  };

  const l = bodyOf('left', left);
  const r = bodyOf('right', right);
  const notes = [l?.note, r?.note].filter((note): note is string => !!note);
  const other = pick === 'left' ? sides.right : sides.left;
  const otherName = (pick === 'left' ? right : left).data?.name;
  return (
    <div className="mcd-compare">
      <div className="mcd-compare-head">
        <H3>Compare configurations</H3>
      </div>
      <div className="mcd-compare-sides">
        {card('left', left)}
        <Button
          variant="minimal"
          icon="swap-horizontal"
          aria-label="Swap sides"
          title="Swap sides"
          onClick={swap}
        />
        {card('right', right)}
      </div>
      {pick && (
        <ConfigPicker
          key={pick}
          label={pick === 'left' ? 'Choose the left config' : 'Compare with…'}
          orgs={orgs}
          initialOrgId={
            sides[pick]?.orgId ?? sides[pick === 'left' ? 'right' : 'left']?.orgId ?? currentOrg
          }
          onPick={(side) => setSide(pick, side)}
          onCancel={picking ? () => setPicking(null) : undefined}
          sameConfig={
            other
              ? {
                  side: other,
                  name: otherName ?? other.id,
                  onPickTime: (at) => setTime(other, at),
                }
              : undefined
          }
        />
      )}
      {problem(left, 'left')}
      {problem(right, 'right')}
      {sides.left &&
        sides.right &&
        (left.isPending ||
          right.isPending ||
          (times.left !== null && history.left.isPending) ||
          (times.right !== null && history.right.isPending)) &&
        !left.isError &&
        !right.isError && (
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
          leftTitle={title('left', left.data?.name)}
          rightTitle={title('right', right.data?.name)}
        />
      )}
    </div>
  );
}
