// The frame of the global changes, insights and access lists: the kit's catalog section, with the
// catalog's list styles (fixed table layout, cells cut to their column).
import type { ComponentProps } from 'react';
import { CatalogSection } from '../../../components/catalog-tabs/CatalogSection.tsx';
import '../list/catalog-list.css';
import '../item/tabs/catalog-tabs.css';
import './changes.css';

export function CatalogSectionPage(props: ComponentProps<typeof CatalogSection>) {
  return <CatalogSection className="mc-catalog-page mc-catalog-list-page" {...props} />;
}
