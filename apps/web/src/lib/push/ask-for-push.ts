// Asking this browser to be told by push (decision 051): the permission prompt, a subscription from
// the service worker's push manager with the server's key, and the subscription sent to the server.
// Loaded only when someone presses Allow (a dynamic import), so no first screen carries it.
import type { PushAudience } from '@khabar/domain/contracts/push/subscribe-push';
import { getPushKey } from './get-push-key.ts';
import { subscribePush } from './subscribe-push.ts';

export type PushOutcome = 'subscribed' | 'denied' | 'unsupported';

/** How long to wait for the service worker (it may still be installing on a first visit). */
const WORKER_WAIT_MS = 10_000;

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator
  );
}

const keyBytes = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

/**
 * What the server takes of a subscription (its contract): the endpoint and the two keys. A browser's
 * toJSON() types them as optional, but every push subscription has them.
 */
function subscriptionFields(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    expirationTime: subscription.expirationTime,
  };
}

export async function askForPush(target: {
  audience: PushAudience;
  restaurantId?: number;
}): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS)),
  ]);
  if (!registration) return 'unsupported';
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(await getPushKey()),
    }));
  await subscribePush({
    audience: target.audience,
    ...(target.restaurantId ? { restaurant_id: target.restaurantId } : {}),
    subscription: subscriptionFields(subscription),
  });
  return 'subscribed';
}
