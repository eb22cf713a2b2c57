// A component card (spec 2 §2): icon, name linking to the component (with the page's query and
// refererId), type and status reason, headline metrics, the property list with 'show more', and
// the subtree's health, checks, incidents and insights; a red top border when unhealthy, orange
// when warning. Its width is the chosen card size or the slider's width, set on the container.
import { memo } from 'react';
import { Link } from 'react-router';
import type { Component } from '../../../api/services/topology.types.ts';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { cardBorder, headlineProperties, listedProperties, propertyLimit } from '../card-model.ts';
import { CardSummaries, HealthCounts } from './CardSummaries.tsx';
import { ComponentActionsMenu } from './ComponentActions.tsx';
import { HeadlineMetrics, PropertyList } from './PropertyList.tsx';

export interface TopologyCardProps {
  component: Component;
  /** A large or extra large card: more properties and a bigger icon. Its width itself comes
   * from the container's `--mc-topo-card-width`, so resizing re-renders no card. */
  wide: boolean;
  /** Where the name links; absent in views without navigation. */
  href?: string;
}

export const TopologyCard = memo(function TopologyCard(props: TopologyCardProps) {
  const { component, wide, href } = props;
  const border = cardBorder(component.status);
  const title = component.title || component.name;
  const subtitle = component.text || component.type;
  const iconSize = wide ? 32 : 24;
  // The name links to the component where the view navigates.
  const name = { className: 'mc-topo-card-name', title, children: title };
  return (
    <article
      className={`mc-topo-card${border ? ` mc-topo-card-${border}` : ''}`}
      aria-label={title}
      data-status={component.status ?? undefined}
    >
      <header className="mc-topo-card-header">
        <TypeIcon
          name={component.icon || component.type}
          size={iconSize}
          fallback="cube"
          className="mc-topo-card-icon"
        />
        <div className="mc-topo-card-title">
          {href ? <Link to={href} {...name} /> : <span {...name} />}
          {subtitle && (
            <span className="mc-topo-card-subtitle" title={subtitle}>
              {subtitle}
            </span>
          )}
        </div>
        <ComponentActionsMenu component={component} />
      </header>
      <HeadlineMetrics properties={headlineProperties(component)} />
      {component.status_reason && (
        <p className="mc-topo-card-reason" title={component.status_reason}>
          {component.status_reason}
        </p>
      )}
      <PropertyList properties={listedProperties(component)} limit={propertyLimit(wide)} />
      <footer className="mc-topo-card-footer">
        <HealthCounts component={component} />
        <CardSummaries component={component} />
      </footer>
    </article>
  );
});
