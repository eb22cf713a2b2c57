// /catalog/compare?left=<org>:<id>&right=<org>:<id> (issue 21): two config items — of one
// organisation or of two — side by side as a line diff of their bodies, formatted as the config
// page shows them, with unchanged runs folded. A missing side is picked by name search in any
// signed-in organisation; each side reads through its own organisation's QueryClient.
import { useState } from 'react';
import { Button, H3, NonIdealState, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { compareConfigQuery } from '../../../api/services/catalog-compare.ts';
import { orgsListQuery } from '../../../api/services/orgs.ts';
import { appQueryClient } from '../../../app/app-query-client.ts';
import { queryClientFor, useOrgId } from '../../../app/org-context.tsx';
import { paths } from '../../../app/paths.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { SideBySideDiff } from '../../../components/side-by-side-diff/SideBySideDiff.tsx';
import { parseSide, sideParam, sideTitle, type CompareSide } from '../compare/compare-model.ts';
import { ConfigPicker } from '../compare/ConfigPicker.tsx';
import { configBody } from '../item/item-model.ts';
import '../compare/compare.css';

type Which = 'left' | 'right';

function useSideConfig(side: CompareSide | null, fallbackOrg: string) {
  const orgId = side?.orgId ?? fallbackOrg;
  return useQuery(
    { ...compareConfigQuery(orgId, side?.id ?? ''), enabled: side !== null },
    queryClientFor(orgId),
  );
}

export function CatalogComparePage() {
  const currentOrg = useOrgId();
  const [params, setParams] = useSearchParams();
  const [picking, setPicking] = useState<Which | null>(null);
  const orgs = useQuery(orgsListQuery(), appQueryClient).data ?? [];
  const sides = { left: parseSide(params.get('left')), right: parseSide(params.get('right')) };
  const left = useSideConfig(sides.left, currentOrg);
  const right = useSideConfig(sides.right, currentOrg);
  const twoOrgs =
    sides.left !== null && sides.right !== null && sides.left.orgId !== sides.right.orgId;
  const orgName = (orgId: string | undefined) => orgs.find((org) => org.id === orgId)?.name;

  const setSide = (which: Which, side: CompareSide | null) => {
    setPicking(null);
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (side) next.set(which, sideParam(side));
      else next.delete(which);
      return next;
    });
  };
  const swap = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      const l = prev.get('left');
      const r = prev.get('right');
      if (r) next.set('left', r);
      else next.delete('left');
      if (l) next.set('right', l);
      else next.delete('right');
      return next;
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
            {item?.type && <span className="mcd-compare-muted">{item.type}</span>}
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

  const l = left.data;
  const r = right.data;
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
        />
      )}
      {problem(left, 'left')}
      {problem(right, 'right')}
      {sides.left &&
        sides.right &&
        (left.isPending || right.isPending) &&
        !left.isError &&
        !right.isError && (
          <div
            className="mcd-compare-skel bp6-skeleton"
            aria-busy="true"
            aria-label="Loading configs"
          />
        )}
      {l && r && (
        <SideBySideDiff
          left={configBody(l.config).text}
          right={configBody(r.config).text}
          leftTitle={sideTitle(l.name, orgName(sides.left?.orgId), twoOrgs)}
          rightTitle={sideTitle(r.name, orgName(sides.right?.orgId), twoOrgs)}
        />
      )}
    </div>
  );
}
