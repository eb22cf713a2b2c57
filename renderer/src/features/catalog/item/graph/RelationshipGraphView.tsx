// The Relationships tab's Graph view (spec 2 §2, §9): LR/TB and bezier/smoothstep toggles kept
// in the URL, and the graph itself. Cytoscape and dagre sit in the canvas component's own chunk:
// it is fetched when this view first shows (at the same time as the data), never at start-up or
// for the table.
import { lazy, Suspense, useEffect } from 'react';
import { SegmentedControl, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { relatedConfigsQuery } from '../../../../api/services/catalog-tabs.ts';
import type { RelatedConfigsParams } from '../../../../api/services/catalog-tabs.types.ts';
import { useOrgId } from '../../../../session/org-context.tsx';
import { QueryError } from '../../../../components/query-error/QueryError.tsx';
import type { EdgeStyle, RankDir } from './graph-model.ts';
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
  params: RelatedConfigsParams;
  rankDir: RankDir;
  edgeStyle: EdgeStyle;
  /** Writes the layout's URL params (`rankdir`, `edges`). */
  onChange: (values: { rankdir?: string; edges?: string }) => void;
}) {
  const { params, rankDir, edgeStyle, onChange } = props;
  const orgId = useOrgId();
  const related = useQuery(relatedConfigsQuery(orgId, params));

  // Fetch the canvas chunk while the data is on its way.
  useEffect(() => {
    void loadCanvas();
  }, []);

  return (
    <div className="mc-rel-graph-view">
      <div className="mc-catalog-tab-toolbar" role="group" aria-label="Graph layout">
        <span className="mc-catalog-tab-toolbar-label">Layout</span>
        <SegmentedControl
          size="small"
          aria-label="Graph direction"
          value={rankDir}
          onValueChange={(v) => onChange({ rankdir: v === 'TB' ? v : undefined })}
          options={[
            { value: 'LR', label: 'Left to right' },
            { value: 'TB', label: 'Top to bottom' },
          ]}
        />
        <span className="mc-catalog-tab-toolbar-label">Edges</span>
        <SegmentedControl
          size="small"
          aria-label="Edge style"
          value={edgeStyle}
          onValueChange={(v) => onChange({ edges: v === 'smoothstep' ? v : undefined })}
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
            rankDir={rankDir}
            edgeStyle={edgeStyle}
          />
        </Suspense>
      )}
    </div>
  );
}
