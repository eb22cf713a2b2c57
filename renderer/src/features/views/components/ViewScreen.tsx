// One view on screen (spec 4-views §2.4): the breadcrumb (icon, title-or-name, also the window's
// title and the top bar's), the refresh button and 'Last refreshed', the variables bar, the panels
// and table under a loading overlay while new variables run, the sections, the states before the
// result is there and the 'View refresh failed' dialog.
import { useState } from 'react';
import { Button, Divider, NonIdealState, Spinner } from '@blueprintjs/core';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/http/api-error.ts';
import type { ViewMetadata, ViewResult } from '../../../api/services/views.types.ts';
import { RefreshButton } from '../../../components/action/RefreshButton.tsx';
import { DetailBreadcrumbs } from '../../../components/detail-page/DetailBreadcrumbs.tsx';
import { DetailPage } from '../../../components/detail-page/DetailPage.tsx';
import { Modal } from '../../../components/modal/Modal.tsx';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { RelativeTime } from '../../../components/relative-time/RelativeTime.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { formatTimestamp } from '../../../lib/format/timestamp.ts';
import { usePageHeading } from '../../../lib/hooks/usePageHeading.ts';
import { useWindowTitle } from '../../../lib/hooks/useWindowTitle.ts';
import { usePaintedMark } from '../../../lib/perf/usePaintedMark.ts';
import { AcrossButton } from '../across/AcrossButton.tsx';
import { useViewData } from '../hooks/useViewData.ts';
import { blueprintIconOf } from '../view-nav.ts';
import {
  mergedVariables,
  readableSections,
  sectionResult,
  variableValues,
} from '../view-params.ts';
import { ViewBody } from './ViewBody.tsx';
import { ViewSections } from './ViewSections.tsx';
import { ViewVariables } from './ViewVariables.tsx';
import '../views.css';
import { LoadingState } from '../../../components/shell-chrome/LoadingState.tsx';

export const VIEW_NOT_FOUND_TEXT = 'The requested view could not be found.';

/** The page before its result: loading, error, not found (each with its breadcrumb). */
export function ViewState(props: { crumb: string; children: React.ReactNode }) {
  return (
    <div className="mcd-view-page">
      <DetailBreadcrumbs
        crumbs={[
          { text: props.crumb, icon: <TypeIcon className="mcd-view-crumb-icon" name="workflow" /> },
        ]}
      />
      {props.children}
    </div>
  );
}

export const viewLoading = (text = 'Loading view results...') => (
  <ViewState crumb="View">
    <LoadingState title={text} />
  </ViewState>
);

function viewError(error: unknown) {
  if (error instanceof ApiError && error.status === 404)
    return (
      <ViewState crumb="View Not Found">
        <NonIdealState icon="search" title={VIEW_NOT_FOUND_TEXT} />
      </ViewState>
    );
  return (
    <ViewState crumb="View Error">
      <QueryError error={error} what="this view" />
    </ViewState>
  );
}

/** Cached data shown because the refresh failed: said once per fingerprint. */
function RefreshFailed({ result }: { result: ViewResult }) {
  const failed = result.refreshStatus === 'error' && result.responseSource === 'cache';
  const [closed, setClosed] = useState<string | null>(null);
  const fingerprint = result.requestFingerprint ?? '';
  return (
    <Modal
      isOpen={failed && closed !== fingerprint}
      title="View refresh failed"
      icon="warning-sign"
      size="small"
      onClose={() => setClosed(fingerprint)}
      footer={<Button text="Close" onClick={() => setClosed(fingerprint)} />}
    >
      <p>The view could not be refreshed. Showing cached data from the last successful refresh.</p>
      {result.refreshError && <pre className="mcd-view-refresh-error">{result.refreshError}</pre>}
    </Modal>
  );
}

function ViewHeaderActions(props: {
  result: ViewResult;
  refresh: () => void;
  refreshing: boolean;
}) {
  return (
    <div className="mcd-view-header-actions">
      {props.result.lastRefreshedAt && (
        <span className="mcd-view-refreshed">
          Last refreshed:{' '}
          {/* A time a moment ahead of this computer's clock reads as its timestamp. */}
          <RelativeTime
            value={props.result.lastRefreshedAt}
            fallback={formatTimestamp(props.result.lastRefreshedAt)}
          />
        </span>
      )}
      {props.result.namespace && (
        <AcrossButton namespace={props.result.namespace} name={props.result.name} />
      )}
      <RefreshButton label="Refresh view" loading={props.refreshing} onClick={props.refresh} />
    </div>
  );
}

export function ViewScreen({ id, seed }: { id: string; seed?: ViewMetadata }) {
  const data = useViewData(id, seed);
  const [search] = useSearchParams();
  const { metadata, result, metadataQuery } = data;
  const title = result ? result.title || result.name : undefined;
  useWindowTitle(title);
  usePageHeading(title);
  // The landing page's first paint with data (tests/bench/first-start.bench.ts).
  usePaintedMark('view:painted', result !== undefined);
  if (!result) {
    if (metadataQuery.isError) return viewError(metadataQuery.error);
    return viewLoading();
  }
  const sections = readableSections(result.sections ?? [], metadata);
  const variables = mergedVariables([
    result,
    ...sections.map((s) => (s.viewRef ? sectionResult(metadata, s.viewRef) : undefined)),
  ]);
  return (
    <DetailPage
      kind="view"
      label={title ?? 'View'}
      crumbs={[
        // No page lists views (the sidebar does), so the first crumb names the kind only.
        { text: 'Views' },
        {
          text: title ?? '',
          icon: (
            <TypeIcon
              className="mcd-view-crumb-icon"
              name={result.icon || 'workflow'}
              fallback={blueprintIconOf(result.icon)}
            />
          ),
        },
      ]}
      actions={
        <ViewHeaderActions
          result={result}
          refresh={() => void data.refresh()}
          refreshing={data.refreshing}
        />
      }
    >
      <ViewVariables
        variables={variables}
        // The URL's values, else the ones the server ran with (a dependent variable's may change).
        values={variableValues(variables, search)}
        onChange={data.setVariable}
      />
      {variables.length > 0 && <Divider />}
      {data.runError ? <QueryError error={data.runError} what="this view" /> : null}
      <div className="mcd-view-content" aria-busy={data.switching}>
        <ViewBody view={result} />
        {data.switching && (
          <div className="mcd-view-overlay" role="status">
            <Spinner size={32} />
            <span className="mc-visually-hidden">Loading view</span>
          </div>
        )}
      </div>
      {sections.length > 0 && (
        <ViewSections
          sections={sections}
          metadata={metadata}
          changed={data.changed}
          values={data.values}
        />
      )}
      <RefreshFailed result={result} />
    </DetailPage>
  );
}
