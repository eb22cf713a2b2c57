// Where the new token goes (spec 5-access §2.6): one snippet per client, as data. `{url}` is the
// organisation's backend (its MCP endpoint for MCP clients), `{token}` the token shown once.

export interface Snippet {
  client: string;
  /** Where the text goes. */
  where: string;
  template: string;
}

const mcpJson = (key: string, extra = '') =>
  `{\n  "${key}": {\n    "mission-control": {\n      ${extra}"url": "{mcp}",\n      "headers": { "Authorization": "Bearer {token}" }\n    }\n  }\n}`;

export const SNIPPETS: readonly Snippet[] = [
  {
    client: 'Claude Code',
    where: 'Run in a terminal',
    template:
      'claude mcp add --transport http mission-control {mcp} --header "Authorization: Bearer {token}"',
  },
  {
    client: 'VS Code Copilot',
    where: '.vscode/mcp.json',
    template: mcpJson('servers', '"type": "http",\n      '),
  },
  {
    client: 'Claude Desktop',
    where: 'claude_desktop_config.json',
    template: `{\n  "mcpServers": {\n    "mission-control": {\n      "command": "npx",\n      "args": ["mcp-remote", "{mcp}", "--header", "Authorization: Bearer {token}"]\n    }\n  }\n}`,
  },
  {
    client: 'Cline',
    where: 'cline_mcp_settings.json',
    template: mcpJson('mcpServers', '"type": "streamableHttp",\n      '),
  },
  {
    client: 'Continue.dev',
    where: '.continue/config.yaml',
    template:
      'mcpServers:\n  - name: mission-control\n    type: streamable-http\n    url: {mcp}\n    requestOptions:\n      headers:\n        Authorization: Bearer {token}',
  },
  {
    client: 'Zed Editor',
    where: 'settings.json',
    template: `{\n  "context_servers": {\n    "mission-control": {\n      "url": "{mcp}",\n      "headers": { "Authorization": "Bearer {token}" }\n    }\n  }\n}`,
  },
  {
    client: 'Slack Bot',
    where: 'The bot’s environment',
    template: 'MISSION_CONTROL_URL={url}\nMISSION_CONTROL_TOKEN={token}',
  },
  {
    client: 'Direct HTTP',
    where: 'Any HTTP client',
    template: 'curl -H "Authorization: Bearer {token}" {url}/auth/whoami',
  },
];

/** A snippet with the backend URL (no trailing slash) and the token filled in. */
export function fillSnippet(snippet: Snippet, url: string, token: string): string {
  const base = url.replace(/\/+$/, '');
  return snippet.template
    .replaceAll('{mcp}', `${base}/mcp`)
    .replaceAll('{url}', base)
    .replaceAll('{token}', token);
}
