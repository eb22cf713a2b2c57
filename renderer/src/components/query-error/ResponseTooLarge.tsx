// An answer above what the gateway hands this view (reliability row 12): the body never reached
// the page, so it says how large it is against the cap and offers "Save to file", which has main
// repeat the read and stream it to a file (Electron: native save dialog; browser mode: download).
import { useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import type { ApiError } from '../../api/http/api-error.ts';
import { saveResponseToFile } from '../../api/services/downloads.ts';
import { downloadFromHost, fileNameFor, tooLargeText } from '../../lib/export/save-response.ts';
import { formatBytes } from '../../lib/format/bytes.ts';
import { showToast } from '../toaster/toaster.ts';

/** `/org/<orgId>/api/…?…` → the org and its UI path; null for any other URL. */
function orgRequestOf(url: string): { orgId: string; path: string } | null {
  const match = /^\/org\/([^/?#]+)(\/api(?:[/?].*)?)$/.exec(url);
  if (!match?.[1] || !match[2]) return null;
  return { orgId: decodeURIComponent(match[1]), path: match[2] };
}

export function ResponseTooLarge({ error, fileName }: { error: ApiError; fileName?: string }) {
  const [saving, setSaving] = useState(false);
  const target = orgRequestOf(error.url);
  const name = fileName ?? fileNameFor(error.url);
  const save = async () => {
    if (!target) return;
    if (!window.desktop) return downloadFromHost(error.url, name);
    setSaving(true);
    try {
      const result = await saveResponseToFile({ ...target, fileName: name });
      if (result.saved && result.path)
        void showToast(`Saved ${formatBytes(result.bytes)} to ${result.path}`, 'success');
    } catch (failure) {
      void showToast(failure instanceof Error ? failure.message : String(failure), 'danger');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Callout intent="warning" icon="document" title="Too large to show here" role="alert">
      <p>{tooLargeText(error.size)}</p>
      {target && (
        <Button
          intent="primary"
          icon="download"
          text="Save to file"
          loading={saving}
          onClick={() => void save()}
        />
      )}
    </Callout>
  );
}
