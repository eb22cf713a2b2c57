// The right sidebar of /catalog/{id} (spec 2 §2) as the detail frame's sections, all open: scrape
// and deletion notices and 'Link to incident' above them, then the selected lines, details, cost,
// properties grouped by name prefix, labels and tags, and the incidents and playbook runs.
import { Button, Callout } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  catalogItemKeys,
  configIncidentsQuery,
  configParentsQuery,
  configPlaybookRunsQuery,
} from '../../../api/services/catalog-item.ts';
import type { ConfigDetail } from '../../../api/services/catalog-item.types.ts';
import { paths } from '../../../lib/routing/paths.ts';
import { useOrgId } from '../../../session/org-context.tsx';
import type {
  DetailSidebarProps,
  SidebarSection,
} from '../../../components/detail-page/DetailSidebar.tsx';
import {
  DetailField,
  DetailFields,
  type DetailFieldPair,
} from '../../../components/detail-page/DetailFields.tsx';
import { LabelTags } from '../../../components/label-filter/LabelTags.tsx';
import { queryListSection } from '../../../components/detail-page/QueryList.tsx';
import { LinkToIncidentButton } from '../../../components/link-dialog/LinkToIncidentDialog.tsx';
import { When } from '../../../components/resource-list/common-columns.tsx';
import { useNow } from '../../../components/relative-time/useNow.ts';
import { StatusDot } from '../../../components/status-dot/StatusDot.tsx';
import { StatusTag } from '../../../components/status-tag/StatusTag.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { SEVERITY } from '../../../lib/vocabulary/severity.ts';
import { useFeature } from '../../../lib/feature-flags/FeatureFlagsProvider.tsx';
import { ExternalLink } from '../../../components/external-link/ExternalLink.tsx';
import { useCan } from '../../../lib/permissions/PermissionsProvider.tsx';
import { costSection } from './cost-section.tsx';
import { runName } from '../../../components/catalog-lists/tab-format.ts';
import {
  ageText,
  evidenceExcerpt,
  groupProperties,
  lastScrapedWarning,
  propertyLabel,
  propertyText,
} from './item-model.ts';

/** The selected lines panel lists at most this many; the rest are counted. */
const SHOWN_LINES = 50;

function Notices({ item }: { item: ConfigDetail }) {
  const now = useNow(60_000);
  if (item.deleted_at)
    return (
      <Callout intent="danger" icon="trash" title="Deleted" compact>
        <span>{ageText(item.deleted_at, now)}</span>
      </Callout>
    );
  const stale = lastScrapedWarning(item, now);
  return stale ? (
    <Callout intent="warning" icon="time" compact role="status">
      {stale}
    </Callout>
  ) : null;
}

function SelectedLines(props: { lines: readonly string[]; selected: readonly number[] }) {
  const shown = props.selected.slice(0, SHOWN_LINES);
  return (
    <>
      <ol className="mc-ci-selected" aria-label="Selected lines">
        {shown.map((n) => (
          <li key={n}>
            <span className="mc-ci-selected-n">{n}</span>
            <code>{props.lines[n - 1] ?? ''}</code>
          </li>
        ))}
      </ol>
      {props.selected.length > SHOWN_LINES && (
        <p className="mc-ci-muted">and {props.selected.length - SHOWN_LINES} more</p>
      )}
    </>
  );
}

function Details({ item }: { item: ConfigDetail }) {
  const orgId = useOrgId();
  const parents = useQuery(configParentsQuery(orgId, item.id)).data ?? [];
  const scraper = item.scraper ?? (item.scraper_id ? { id: item.scraper_id, name: null } : null);
  const when = (value: string | null | undefined) => value && <When value={value} />;
  const name = (
    <span className="mc-ci-side-name">
      <TypeIcon name={item.icon || item.type} size={16} fallback="cube" />
      {item.name ?? item.id}
    </span>
  );
  const location = parents.length > 0 && (
    <span className="mc-ci-location">
      {parents.map((p) => (
        <Link key={p.id} to={paths.catalogItem(p.id)} title={p.type ?? undefined}>
          {p.name ?? p.id}
        </Link>
      ))}
    </span>
  );
  const status = (item.health || item.status) && (
    <>
      <StatusDot status={item.health} /> {item.status ?? item.health}
    </>
  );
  const fields: DetailFieldPair[] = [
    ['Name', name],
    ['Type', item.type],
    ['Class', item.config_class],
    ['Status', status],
    ['Description', item.description],
    ['Location', location],
    ['Agent', item.agent_name ?? item.agent_id],
    [
      'Scraper',
      scraper && <Link to={paths.catalogScraper(scraper.id)}>{scraper.name ?? scraper.id}</Link>,
    ],
    ['Created', when(item.created_at)],
    ['Updated', when(item.updated_at)],
    ['Last scraped', when(item.last_scraped_time)],
  ];
  return <DetailFields fields={fields} />;
}

function Properties({ groups }: { groups: ReturnType<typeof groupProperties> }) {
  return (
    <>
      {groups.map((g) => (
        <div key={g.name || '-'} className="mc-ci-prop-group">
          {g.name && <div className="mc-ci-prop-group-name">{g.name}</div>}
          <DetailFields>
            {g.properties.map((p, i) => {
              const link = p.links?.[0];
              return (
                <DetailField key={`${p.name ?? ''}-${i}`} label={propertyLabel(p, g.name)}>
                  <ExternalLink href={link?.url}>
                    {propertyText(p) || link?.label || link?.url}
                  </ExternalLink>
                </DetailField>
              );
            })}
          </DetailFields>
        </div>
      ))}
    </>
  );
}

/** Labels or tags as chips; no section when there are none. */
function keyValues(
  id: string,
  title: string,
  values: Record<string, string> | null | undefined,
): SidebarSection | null {
  if (Object.keys(values ?? {}).length === 0) return null;
  return { id, title, content: <LabelTags labels={values} /> };
}

function itemSections(
  item: ConfigDetail,
  incidentsOn: boolean,
  selection: { lines: readonly string[]; selected: readonly number[]; onClear: () => void },
): DetailSidebarProps['sections'] {
  const { lines, selected } = selection;
  const groups = groupProperties(item.properties);
  return [
    selected.length > 0 && {
      id: 'selected',
      title: 'Selected lines',
      actions: <Button variant="minimal" size="small" text="Clear" onClick={selection.onClear} />,
      content: <SelectedLines lines={lines} selected={selected} />,
    },
    { id: 'details', title: 'Details', content: <Details item={item} /> },
    costSection(item),
    groups.length > 0 && {
      id: 'properties',
      title: 'Properties',
      content: <Properties groups={groups} />,
    },
    keyValues('labels', 'Labels', item.labels),
    keyValues('tags', 'Tags', item.tags),
    incidentsOn &&
      queryListSection('incidents', 'Incidents', {
        query: (orgId) => configIncidentsQuery(orgId, item.id),
        rowKey: (i) => i.id,
        emptyText: 'No incidents',
        row: (i) => (
          <>
            <Link to={paths.incident(i.id)} title={i.title ?? undefined}>
              {i.title ?? i.id}
            </Link>
            <StatusTag vocabulary={SEVERITY} value={i.severity} />
            {i.status && <span className="mc-ci-muted">{i.status}</span>}
          </>
        ),
      }),
    queryListSection('runs', 'Playbook runs', {
      query: (orgId) => configPlaybookRunsQuery(orgId, item.id),
      rowKey: (r) => r.id,
      emptyText: 'No playbook runs',
      row: (r) => (
        <>
          <StatusDot status={r.status} />
          <Link to={paths.playbookRun(r.id)}>{runName(r)}</Link>
          <span className="mc-ci-muted">
            <When value={r.start_time ?? r.created_at} />
          </span>
        </>
      ),
    }),
  ];
}

/** The item's sidebar for the detail frame. */
export function useConfigItemSidebar(
  item: ConfigDetail,
  selection: { lines: readonly string[]; selected: readonly number[]; onClear: () => void },
): DetailSidebarProps {
  const incidentsOn = useFeature('incidents');
  const canLink = useCan('write', 'incident');
  const { selected } = selection;
  const top = (
    <>
      <Notices item={item} />
      {incidentsOn && canLink && (
        <div className="mc-ci-side-actions">
          <LinkToIncidentButton
            icon="link"
            text="Link to incident"
            // Evidence is written under `incident` (reference §3.1): a viewer is not offered it.
            resource="incident"
            name={item.name ?? item.id}
            kind="Config"
            id={item.id}
            evidence={selected.length > 0 ? evidenceExcerpt(selection.lines, selected) : undefined}
            invalidate={(client) =>
              client.invalidateQueries({ queryKey: catalogItemKeys.incidents(item.id) })
            }
          >
            {selected.length > 0 && (
              <p className="mc-ci-muted">
                {selected.length === 1 ? 'Line' : 'Lines'} {selected.join(', ')} go with the
                evidence.
              </p>
            )}
          </LinkToIncidentButton>
        </div>
      )}
    </>
  );
  return {
    label: 'Config details',
    exclusive: false,
    top,
    sections: itemSections(item, incidentsOn, selection),
  };
}
