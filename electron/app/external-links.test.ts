import { describe, expect, it } from 'vitest';
import { browserOpenCommand, checkExternalLink } from './external-links.ts';

const hostile = 'https://example.com/a?x=1&calc.exe|whoami^&b="q" c';
const yes = () => true;

describe('browserOpenCommand', () => {
  it('Windows: rundll32 with the URL as one argument, never cmd /c start', () => {
    const opener = browserOpenCommand(hostile, 'win32', yes);
    expect(opener).toEqual({
      command: 'rundll32.exe',
      args: [
        'url.dll,FileProtocolHandler',
        'https://example.com/a?x=1&calc.exe|whoami^&b=%22q%22%20c',
      ],
    });
    expect(opener?.command).not.toMatch(/cmd/i);
    expect(opener?.args).not.toContain('/c');
  });

  it('macOS: open; Linux: xdg-open, only where it can run', () => {
    expect(browserOpenCommand('http://127.0.0.1:4321/?token=abc', 'darwin', yes)).toEqual({
      command: 'open',
      args: ['http://127.0.0.1:4321/?token=abc'],
    });
    expect(browserOpenCommand('https://example.com/', 'linux', yes)).toEqual({
      command: 'xdg-open',
      args: ['https://example.com/'],
    });
    expect(browserOpenCommand('https://example.com/', 'linux', () => false)).toBeNull();
  });

  it('refuses anything but http(s) before building a command', () => {
    for (const platform of ['win32', 'darwin', 'linux'] as const) {
      for (const url of [
        'file:///C:/Windows/System32/calc.exe',
        'ms-settings:privacy',
        'smb://attacker/share',
        'javascript:alert(1)',
        '-a Calculator',
        'https://user:pass@example.com/',
        'not a url',
      ])
        expect(browserOpenCommand(url, platform, yes), `${platform} ${url}`).toBeNull();
    }
  });
});

describe('checkExternalLink', () => {
  it('allows https only', () => {
    expect(checkExternalLink('https://example.com/x')).toEqual({
      allowed: true,
      url: 'https://example.com/x',
    });
    expect(checkExternalLink('http://example.com/').allowed).toBe(false);
  });
});
