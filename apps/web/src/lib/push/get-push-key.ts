import { apiRequest } from '../api-client.ts';

/** GET push/key: the server's VAPID public key (base64url), the browser's applicationServerKey. */
export const getPushKey = () =>
  apiRequest<{ data: { public_key: string } }>('push/key', { method: 'GET' }).then((r) => r.data.public_key);
