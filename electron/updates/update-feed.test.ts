import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createEventBus } from '../events/event-bus.ts';
import { fetchSignature, signatureUrl, UPDATE_FEED } from './update-feed.ts';
import { updateAnnouncements } from './update-events.ts';

describe('update feed', () => {
  it('is the GitHub release electron-builder publishes to', () => {
    const config = parse(readFileSync('electron-builder.yml', 'utf8')) as {
      publish: { provider: string; owner: string; repo: string };
    };
    expect(config.publish.provider).toBe('github');
    expect({ owner: config.publish.owner, repo: config.publish.repo }).toEqual(UPDATE_FEED);
  });

  it('finds the signature beside the file, in the release of its tag', () => {
    const base = 'https://github.com/flanksource/mission-control-desktop/releases/download';
    expect(signatureUrl({ version: '1.4.0' }, 'Mission Control Desktop-1.4.0-win-x64.exe')).toBe(
      `${base}/v1.4.0/Mission-Control-Desktop-1.4.0-win-x64.exe.sig`,
    );
    expect(signatureUrl({ version: '1.4.0', tag: '1.4.0' }, 'a.zip')).toBe(
      `${base}/1.4.0/a.zip.sig`,
    );
    expect(signatureUrl({ version: '1.4.0' }, 'https://cdn.example/a.zip')).toBe(
      'https://cdn.example/a.zip.sig',
    );
  });

  it('tells a missing signature (404) from one that could not be fetched', async () => {
    const answer = (body: string, status: number) => () =>
      Promise.resolve(new Response(body, { status }));
    expect(await fetchSignature('https://x/a.sig', answer('', 404))).toEqual({ status: 'missing' });
    expect(await fetchSignature('https://x/a.sig', answer('{}', 200))).toEqual({
      status: 'found',
      text: '{}',
    });
    expect(await fetchSignature('https://x/a.sig', answer('', 503))).toEqual({
      status: 'failed',
      message: 'HTTP 503',
    });
    expect((await fetchSignature('https://x/a.sig', answer('x'.repeat(20_000), 200))).status).toBe(
      'failed',
    );
    const offline = () => Promise.reject(new Error('getaddrinfo ENOTFOUND github.com'));
    expect(await fetchSignature('https://x/a.sig', offline)).toEqual({
      status: 'failed',
      message: 'getaddrinfo ENOTFOUND github.com',
    });
  });
});

describe('update announcements', () => {
  it('a ready update becomes update:available, a refused one an error notice', () => {
    const bus = createEventBus({ log: () => {} });
    const received: { name: string; payload: unknown }[] = [];
    bus.subscribe({ orgId: null, deliver: (e) => received.push(e) });
    const { announce, refuse } = updateAnnouncements(bus);
    announce({ version: '1.4.0', signature: 'unsigned' });
    refuse('1.4.1', 'the signature does not match our key');
    expect(received[0]).toMatchObject({
      name: 'update:available',
      payload: { version: '1.4.0', signature: 'unsigned' },
    });
    expect(received[1]).toMatchObject({
      name: 'app:notice',
      payload: {
        level: 'error',
        title: 'Update 1.4.1 refused',
        message:
          'The downloaded update was deleted and will not be installed: the signature does not match our key.',
      },
    });
  });
});
