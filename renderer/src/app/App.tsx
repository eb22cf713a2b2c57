// Placeholder shell until the console shell issue lands: proves the renderer reaches main over
// IPC by showing the app's version and mode.
import { useEffect, useState } from 'react';
import { Callout, Card, H1, HTMLTable, Spinner } from '@blueprintjs/core';
import type { AppInfo } from '../../../preload/contract/app.ts';
import { invoke } from '../lib/bridge.ts';

export function App() {
  const [info, setInfo] = useState<AppInfo | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    invoke('app:info', {}).then(setInfo, (e: unknown) =>
      setError(e instanceof Error ? e.message : String(e)),
    );
  }, []);
  return (
    <main style={{ padding: 24, maxWidth: 720 }}>
      <H1>Mission Control Desktop</H1>
      {error && (
        <Callout intent="danger" title="The main process did not answer">
          {error}
        </Callout>
      )}
      {!info && !error && <Spinner aria-label="Loading application info" />}
      {info && (
        <Card>
          <HTMLTable compact aria-label="Application info">
            <tbody>
              <tr>
                <th>Version</th>
                <td data-testid="app-version">{info.version}</td>
              </tr>
              <tr>
                <th>Mode</th>
                <td data-testid="app-mode">{info.mode}</td>
              </tr>
              <tr>
                <th>Platform</th>
                <td>
                  {info.platform} ({info.arch})
                </td>
              </tr>
              <tr>
                <th>Node</th>
                <td>{info.versions.node}</td>
              </tr>
              <tr>
                <th>Electron</th>
                <td>{info.versions.electron ?? '—'}</td>
              </tr>
            </tbody>
          </HTMLTable>
        </Card>
      )}
    </main>
  );
}
