// A section that shows one of the console's own lists (spec 4-views §2.7, `uiRef`). The changes
// and configs lists are not embedded yet: such a section shows its header and a way to the list;
// `access` and `accessLogs` show the header only, as the web console does.
import { Link } from 'react-router';
import type { ViewSection } from '../../../api/services/views.types.ts';
import { paths } from '../../../lib/routing/paths.ts';

export function NativeSection(props: { title: string; uiRef: NonNullable<ViewSection['uiRef']> }) {
  const { uiRef } = props;
  if (uiRef.changes) return <Link to={paths.catalogChanges()}>Open the changes list</Link>;
  if (uiRef.configs) return <Link to={paths.catalog()}>Open the catalog</Link>;
  return null;
}
