// /settings/mcp (spec 5-access §2.1): the Settings menu's 'MCP' lands on the Overview tab.
import { Navigate } from 'react-router';
import { paths } from '../../../lib/routing/paths.ts';

export function McpRedirectPage() {
  return <Navigate to={paths.settings.mcp('overview')} replace />;
}
