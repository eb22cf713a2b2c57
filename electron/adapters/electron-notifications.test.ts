import { describe, expect, it } from 'vitest';
import type { HealthNotification } from '../../preload/contract/health-watch.ts';
import { SILENCE_ACTION, electronNotifier } from './electron-notifications.ts';

class FakeNotification {
  static made: FakeNotification[] = [];
  static supported = true;
  static isSupported() {
    return FakeNotification.supported;
  }
  handlers = new Map<string, (...args: unknown[]) => void>();
  shown = false;
  readonly options: Record<string, unknown>;
  constructor(options: Record<string, unknown>) {
    this.options = options;
    FakeNotification.made.push(this);
  }
  on(name: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(name, handler);
    return this;
  }
  show() {
    this.shown = true;
  }
}

const notification: HealthNotification = {
  id: 'acme:c1:1',
  orgId: 'acme',
  title: 'api is unhealthy',
  body: 'Check in Acme',
  route: '/health?checkId=c1',
  checkId: 'c1',
};

describe('electron notifier', () => {
  it('shows the notification with Silence 1 h on macOS; click opens, the action silences', () => {
    FakeNotification.made = [];
    const opened: string[] = [];
    let silenced = 0;
    const show = electronNotifier(FakeNotification as never, {
      platform: 'darwin',
      open: (orgId, route) => opened.push(`${orgId}${route}`),
    });
    show(notification, { silence: () => (silenced += 1) });
    const [made] = FakeNotification.made;
    expect(made?.shown).toBe(true);
    expect(made?.options).toEqual({
      title: 'api is unhealthy',
      body: 'Check in Acme',
      actions: [{ type: 'button', text: SILENCE_ACTION }],
    });
    made?.handlers.get('action')?.({ actionIndex: 0, selectionIndex: -1 });
    expect(silenced).toBe(1);
    made?.handlers.get('click')?.();
    expect(opened).toEqual(['acme/health?checkId=c1']);
  });

  it('has no action on Linux or for a summary, and shows nothing where unsupported', () => {
    FakeNotification.made = [];
    electronNotifier(FakeNotification as never, { platform: 'linux', open: () => undefined })(
      notification,
      { silence: () => undefined },
    );
    electronNotifier(FakeNotification as never, { platform: 'win32', open: () => undefined })(
      { ...notification, checkId: null },
      { silence: null },
    );
    expect(FakeNotification.made.map((n) => n.options.actions)).toEqual([undefined, undefined]);
    FakeNotification.supported = false;
    electronNotifier(FakeNotification as never, { platform: 'darwin', open: () => undefined })(
      notification,
      { silence: null },
    );
    expect(FakeNotification.made).toHaveLength(2);
    FakeNotification.supported = true;
  });

  it('logs every failed notification and tells the user once why', () => {
    FakeNotification.made = [];
    const logged: string[] = [];
    const notices: { title: string; message: string }[] = [];
    const show = electronNotifier(FakeNotification as never, {
      platform: 'darwin',
      open: () => undefined,
      log: (message) => logged.push(message),
      notice: (notice) => notices.push(notice),
    });
    show(notification, { silence: null });
    show(notification, { silence: null });
    for (const made of FakeNotification.made)
      made.handlers.get('failed')?.({}, 'Notifications are not allowed for this application');
    expect(logged).toEqual([
      'a desktop notification could not be shown: Notifications are not allowed for this application',
      'a desktop notification could not be shown: Notifications are not allowed for this application',
    ]);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe('Desktop notifications unavailable');
    expect(notices[0]?.message).toMatch(/not allowed for this application.*signed copy/);
  });

  it('says in the log why a Windows development run may show no toasts', () => {
    const logged: string[] = [];
    const show = electronNotifier(FakeNotification as never, {
      platform: 'win32',
      packaged: false,
      open: () => undefined,
      log: (message) => logged.push(message),
    });
    show(notification, { silence: null });
    show(notification, { silence: null });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/AppUserModelID/);
  });
});
