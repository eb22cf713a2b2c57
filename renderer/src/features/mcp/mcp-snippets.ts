// 'Setup MCP' as yourself (spec 5-access §2.9): the three clients, each with where the text goes
// and the text, as data. OAuth uses the server's built-in provider with the public client `mc-cli`.

export const OAUTH_CLIENT_ID = 'mc-cli';
export const MCP_SERVER_NAME = 'mission-control';

/** The organisation's MCP endpoint: its backend address and API prefix, then `/mcp` (§9). */
export function mcpUrl(org: { baseUrl?: string | null; prefix?: string | null } | null): string {
  if (!org?.baseUrl) return '';
  return `${org.baseUrl.replace(/\/+$/, '')}${org.prefix ?? ''}/mcp`;
}

export interface OAuthClient {
  client: 'Claude Code' | 'VS Code' | 'Claude Desktop';
  where: string;
  /** The configuration text, or the connector's fields for a client set up through its UI. */
  text: (url: string) => string;
  steps?: readonly string[];
}

export const OAUTH_CLIENTS: readonly OAuthClient[] = [
  {
    client: 'Claude Code',
    where: 'Add this to .mcp.json in your project root',
    text: (url) =>
      JSON.stringify(
        {
          mcpServers: {
            [MCP_SERVER_NAME]: { type: 'http', url, oauth: { clientId: OAUTH_CLIENT_ID } },
          },
        },
        null,
        2,
      ),
  },
  {
    client: 'VS Code',
    where: 'Add this to .vscode/mcp.json',
    text: (url) => JSON.stringify({ servers: { [MCP_SERVER_NAME]: { url } }, inputs: [] }, null, 2),
  },
  {
    client: 'Claude Desktop',
    where: 'Add a custom connector with these values',
    text: (url) =>
      [
        'Name: Mission-Control',
        `Remote MCP server URL: ${url}`,
        `OAuth Client ID: ${OAUTH_CLIENT_ID}`,
        'OAuth Client Secret: Leave empty',
      ].join('\n'),
    steps: [
      'Open Settings > Connectors.',
      'Choose Add > Custom connector.',
      'Fill in the values above and choose Add.',
      'Choose Connect and complete the OAuth sign-in.',
    ],
  },
];
