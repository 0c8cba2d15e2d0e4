// The desktop's notification server, stood in for (issue 28, decision 051). Chromium on Linux shows a
// site's notifications through the freedesktop.org notification service on the session D-Bus and hears
// a click on one as that service's ActionInvoked signal. That is the only way to click a notification
// from outside the browser: DevTools has no command for it, and a click event made by a script in the
// worker is not trusted, so the browser refuses it clients.openWindow ("Not allowed to open a window").
// So a test that clicks starts a private session bus (dbus-daemon) with this stand-in on it and gives
// its address to a browser of its own; the browser then shows notifications here, and `click` is a
// person's tap: the worker gets a real notificationclick and opens its window.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';

// dbus-next is CommonJS whose types name no default export.
const dbus = createRequire(import.meta.url)('dbus-next') as typeof import('dbus-next');

interface DesktopNotification {
  id: number;
  /** What the desktop shows in bold: the notification's title. */
  summary: string;
  /** Chromium puts the site's address, a blank line, then the notification's body. */
  body: string;
}

export interface DesktopNotifications {
  /** DBUS_SESSION_BUS_ADDRESS for the browser. */
  address: string;
  shown: DesktopNotification[];
  /** A tap on the notification (its default action). */
  click(id: number): void;
  close(): Promise<void>;
}

const SERVICE = 'org.freedesktop.Notifications';

class NotificationServer extends dbus.interface.Interface {
  shown: DesktopNotification[] = [];
  private next = 1;
  constructor() {
    super(SERVICE);
  }
  GetCapabilities() {
    return ['actions', 'body'];
  }
  Notify(
    _app: string,
    replacesId: number,
    _icon: string,
    summary: string,
    body: string,
    _actions: string[],
    _hints: unknown,
    _timeout: number,
  ) {
    const id = replacesId || this.next++;
    this.shown = [...this.shown.filter((n) => n.id !== id), { id, summary, body }];
    return id;
  }
  CloseNotification(id: number) {
    this.shown = this.shown.filter((n) => n.id !== id);
  }
  GetServerInformation() {
    return ['khabar-e2e', 'khabar', '1', '1.2'];
  }
  // Signals: what a method returns is sent as the signal's arguments.
  ActionInvoked(id: number, action: string) {
    return [id, action];
  }
  NotificationClosed(id: number, reason: number) {
    return [id, reason];
  }
}
NotificationServer.configureMembers({
  methods: {
    GetCapabilities: { inSignature: '', outSignature: 'as' },
    Notify: { inSignature: 'susssasa{sv}i', outSignature: 'u' },
    CloseNotification: { inSignature: 'u', outSignature: '' },
    GetServerInformation: { inSignature: '', outSignature: 'ssss' },
  },
  signals: { ActionInvoked: { signature: 'us' }, NotificationClosed: { signature: 'uu' } },
});

function startBus(): Promise<{ daemon: ChildProcess; address: string }> {
  const daemon = spawn('dbus-daemon', ['--session', '--nofork', '--print-address=1'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    daemon.once('error', (err) =>
      reject(new Error(`dbus-daemon did not start (apt install dbus-daemon): ${err}`)),
    );
    daemon.once('exit', (code) => reject(new Error(`dbus-daemon exited with ${code}`)));
    daemon.stdout?.once('data', (data) => resolve({ daemon, address: String(data).trim() }));
  });
}

export async function startDesktopNotifications(): Promise<DesktopNotifications> {
  const { daemon, address } = await startBus();
  const bus = dbus.sessionBus({ busAddress: address });
  const server = new NotificationServer();
  bus.export('/org/freedesktop/Notifications', server);
  await bus.requestName(SERVICE, 0);
  return {
    address,
    get shown() {
      return server.shown;
    },
    click(id) {
      server.ActionInvoked(id, 'default');
    },
    async close() {
      bus.disconnect();
      daemon.kill();
    },
  };
}
