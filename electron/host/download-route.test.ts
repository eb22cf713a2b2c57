import { describe, expect, it, vi } from 'vitest';
import { isDownloadRequest } from '../gateway/gateway-download.ts';
import type { Gateway } from '../gateway/types.ts';
import { answerDownload } from './download-route.ts';

const at = (path: string, init?: RequestInit) => {
  const url = new URL(`http://127.0.0.1:5000${path}`);
  return [url, new Request(url, init)] as const;
};

describe("browser mode's download route", () => {
  it('hands /download/org/<id>/api/… to the gateway in download mode, as the org request', async () => {
    const gateway = vi.fn<Gateway>(() => Promise.resolve(new Response('body')));
    const answer = await answerDownload(
      ...at('/download/org/sandbox/api/db/config_detail?id=eq.1'),
      gateway,
    );
    expect(await answer?.text()).toBe('body');
    const [orgId, request] = gateway.mock.calls[0] ?? [];
    expect([orgId, request?.url, request && isDownloadRequest(request)]).toEqual([
      'sandbox',
      'http://127.0.0.1:5000/org/sandbox/api/db/config_detail?id=eq.1',
      true,
    ]);
  });

  it('leaves other paths to the app, and refuses writes, bad org ids and a missing gateway', async () => {
    const gateway = vi.fn<Gateway>();
    expect(await answerDownload(...at('/org/sandbox/api/db/checks'), gateway)).toBeNull();
    expect(await answerDownload(...at('/download/other'), gateway)).toBeNull();
    const post = await answerDownload(
      ...at('/download/org/sandbox/api/db/checks', { method: 'POST', body: '{}' }),
      gateway,
    );
    expect(post?.status).toBe(405);
    expect((await answerDownload(...at('/download/org/..%2F/api/x'), gateway))?.status).toBe(400);
    expect((await answerDownload(...at('/download/org/sandbox/api/x'), null))?.status).toBe(503);
    expect(gateway).not.toHaveBeenCalled();
  });
});
