/** What the server's Web Push carries (issue 28; the push helper sends it): shown as a notification. */
export interface PushMessage {
  title: string;
  body: string;
  /** Where a tap on the notification takes the customer: a path of this app. */
  url: string;
  /** A newer message with the same tag replaces the older one (one notification per order). */
  tag: string;
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');

/**
 * The message in a push's JSON, or null when it is not one. A url that leaves this app's origin becomes
 * the landing page: a notification never opens another site, whoever managed to send it.
 */
export function readPushMessage(json: unknown, origin: string): PushMessage | null {
  if (typeof json !== 'object' || json === null) return null;
  const o = json as Record<string, unknown>;
  const title = text(o.title, 120);
  if (!title) return null;
  let url = '/';
  try {
    const target = new URL(text(o.url, 2000) || '/', origin);
    if (target.origin === origin) url = `${target.pathname}${target.search}${target.hash}`;
  } catch {
    // not a URL: the landing page
  }
  return { title, body: text(o.body, 400), url, tag: text(o.tag, 100) };
}
