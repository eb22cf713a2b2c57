// The Relationships tab's Graph view (spec 2 §2, §9): its layout toggles (LR/TB and
// bezier/smoothstep, kept in the URL by the tab) above the graph itself. Cytoscape and dagre sit in
// the canvas component's own chunk: it is fetched when this view first shows (at the same time as
// the data), never at start-up or for the table. It draws the rows the tab's filters keep.
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Spinner } from '@blueprintjs/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RelatedConfig } from '../../../../api/services/catalog-tabs.types.ts';
import { QueryError } from '../../../../components/query-error/QueryError.tsx';
import { narrowedRows, type EdgeStyle, type RankDir } from './graph-model.ts';
import './relationship-graph.css';

const loadCanvas = () => import('./RelationshipGraph.tsx');
const RelationshipGraph = lazy(loadCanvas);

function Loading() {
  return (
    <div className="mc-rel-graph-loading" role="status" aria-label="Loading relationship graph">
      <Spinner size={24} />
    </div>
  );
}

export function RelationshipGraphView(props: {
  /** C8's answer, as the tab reads it, and the item it is about. */
  related: UseQueryResult<RelatedConfig[]>;
  rootId: string;
  rankDir: RankDir;
  edgeStyle: EdgeStyle;
  /** The rows the tab's filters keep (its table's rows): the graph draws the same set. */
  shown: readonly RelatedConfig[] | undefined;
  /** The layout's controls. */
  children: ReactNode;
}) {
  const { related, rootId, rankDir, edgeStyle } = props;
  const kept = useMemo(() => new Set(props.shown?.map((r) => r.id)), [props.shown]);
  const rows = useMemo(
    () => related.data && narrowedRows(related.data, rootId, kept),
    [related.data, rootId, kept],
  );

  // Fetch the canvas chunk while the data is on its way.
  useEffect(() => {
    void loadCanvas();
  }, []);

  return (
    <div className="mc-rel-graph-view">
      <div className="mc-catalog-tab-toolbar" role="group" aria-label="Graph layout">
        {props.children}
      </div>
      {related.isError && !related.data ? (
        <QueryError error={related.error} what="relationships" />
      ) : !rows || !props.shown ? (
        <Loading />
      ) : (
        <Suspense fallback={<Loading />}>
          <RelationshipGraph rows={rows} rootId={rootId} rankDir={rankDir} edgeStyle={edgeStyle} />
        </Suspense>
      )}
    </div>
  );
}
