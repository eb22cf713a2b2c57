// /settings/mcp (spec 5-access §2.1): the Settings menu's 'MCP' lands on the Overview tab.

import { Redirect } from '../../../components/redirect/Redirect.tsx';
import { paths } from '../../../lib/routing/paths.ts';

export function McpRedirectPage() {
  return <Redirect to={paths.settings.mcp('overview')} />;
}
