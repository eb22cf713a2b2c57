// The Relationships tab's Graph view (spec 2 §2, §9): LR/TB and bezier/smoothstep toggles kept
// in the URL, and the graph itself. Cytoscape and dagre sit in the canvas component's own chunk:
// it is fetched when this view first shows (at the same time as the data), never at start-up or
// for the table.
import { lazy, Suspense, useEffect } from 'react';
import { SegmentedControl, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { relatedConfigsQuery } from '../../../../api/services/catalog-tabs.ts';
import type { RelatedConfigsParams } from '../../../../api/services/catalog-tabs.types.ts';
import { useOrgId } from '../../../../session/org-context.tsx';
import { QueryError } from '../../../../components/query-error/QueryError.tsx';
import {
  graphSettingsFromParams,
  graphSettingsToParams,
  type EdgeStyle,
  type RankDir,
} from './graph-model.ts';
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

export function RelationshipGraphView({ params }: { params: RelatedConfigsParams }) {
  const orgId = useOrgId();
  const [search, setSearch] = useSearchParams();
  const settings = graphSettingsFromParams(search);
  const related = useQuery(relatedConfigsQuery(orgId, params));

  // Fetch the canvas chunk while the data is on its way.
  useEffect(() => {
    void loadCanvas();
  }, []);

  const set = (change: { rankDir?: RankDir; edgeStyle?: EdgeStyle }) =>
    setSearch((current) => graphSettingsToParams({ ...settings, ...change }, current), {
      replace: true,
    });

  return (
    <div className="mc-rel-graph-view">
      <div className="mc-catalog-tab-toolbar" role="group" aria-label="Graph layout">
        <span className="mc-catalog-tab-toolbar-label">Layout</span>
        <SegmentedControl
          size="small"
          aria-label="Graph direction"
          value={settings.rankDir}
          onValueChange={(v) => set({ rankDir: v === 'TB' ? 'TB' : 'LR' })}
          options={[
            { value: 'LR', label: 'Left to right' },
            { value: 'TB', label: 'Top to bottom' },
          ]}
        />
        <span className="mc-catalog-tab-toolbar-label">Edges</span>
        <SegmentedControl
          size="small"
          aria-label="Edge style"
          value={settings.edgeStyle}
          onValueChange={(v) => set({ edgeStyle: v === 'smoothstep' ? 'smoothstep' : 'bezier' })}
          options={[
            { value: 'bezier', label: 'Bezier' },
            { value: 'smoothstep', label: 'Smooth step' },
          ]}
        />
      </div>
      {related.isError && !related.data ? (
        <QueryError error={related.error} what="relationships" />
      ) : !related.data ? (
        <Loading />
      ) : (
        <Suspense fallback={<Loading />}>
          <RelationshipGraph
            rows={related.data}
            rootId={params.configId}
            rankDir={settings.rankDir}
            edgeStyle={settings.edgeStyle}
          />
        </Suspense>
      )}
    </div>
  );
}
