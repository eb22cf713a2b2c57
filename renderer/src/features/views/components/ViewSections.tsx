// A view's sections (spec 4-views §2.7), each under a header that collapses it: another view
// (from the parent's `sectionResults`, else run with the page's variables), a native list
// (NativeSection), or the invalid-section text.
import { useState, type ReactNode } from 'react';
import { Callout, Icon, NonIdealState } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { sectionResultQuery } from '../../../api/services/views.ts';
import type { ViewMetadata, ViewRef, ViewSection } from '../../../api/services/views.types.ts';
import { QueryError } from '../../../components/query-error/QueryError.tsx';
import { TypeIcon } from '../../../components/type-icon/TypeIcon.tsx';
import { useOrgId } from '../../../session/org-context.tsx';
import { sectionResult } from '../view-params.ts';
import { ViewBody } from './ViewBody.tsx';
import { NativeSection } from './NativeSection.tsx';

export const INVALID_SECTION_TEXT = 'Invalid section: must have either viewRef or uiRef';

function SectionView(props: {
  viewRef: ViewRef;
  metadata: ViewMetadata | undefined;
  changed: Readonly<Record<string, string>> | null;
  values: Readonly<Record<string, string>>;
}) {
  const { viewRef, changed } = props;
  const cached = changed ? undefined : sectionResult(props.metadata, viewRef);
  const ref = { namespace: viewRef.namespace ?? '', name: viewRef.name };
  const query = useQuery({
    ...sectionResultQuery(useOrgId(), ref, changed ?? props.values),
    enabled: cached === undefined,
  });
  const view = cached ?? query.data;
  if (view) return <ViewBody view={view} nested />;
  if (query.isError) return <QueryError error={query.error} what="this section" />;
  if (query.isPending && cached === undefined)
    return <div className="mcd-view-section-placeholder" aria-label="Loading section" />;
  return <NonIdealState title="Failed to load section" />;
}

function SectionContent(props: {
  section: ViewSection;
  metadata: ViewMetadata | undefined;
  changed: Readonly<Record<string, string>> | null;
  values: Readonly<Record<string, string>>;
}): ReactNode {
  const { section } = props;
  if (section.viewRef) return <SectionView {...props} viewRef={section.viewRef} />;
  if (section.uiRef) return <NativeSection title={section.title} uiRef={section.uiRef} />;
  return <Callout intent="danger">{INVALID_SECTION_TEXT}</Callout>;
}

export function ViewSections(props: {
  sections: readonly ViewSection[];
  metadata: ViewMetadata | undefined;
  changed: Readonly<Record<string, string>> | null;
  values: Readonly<Record<string, string>>;
}) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <>
      {props.sections.map((section, index) => {
        const open = !collapsed.has(index);
        return (
          <section
            key={`${index}-${section.title}`}
            className="mcd-view-section"
            aria-label={section.title}
          >
            <button
              type="button"
              className="mcd-view-section-header"
              aria-expanded={open}
              onClick={() => toggle(index)}
            >
              <Icon icon={open ? 'chevron-down' : 'chevron-right'} />
              {section.icon && <TypeIcon name={section.icon} />}
              <span>{section.title}</span>
            </button>
            {open && (
              <div className="mcd-view-section-body">
                <SectionContent section={section} {...props} />
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}
