// What a restaurant console or a captain's app may see of an event: never the delivery PIN, whatever
// a payload happens to carry (the customer reads it on their own order only).
import type { StreamEvent } from '@khabar/domain';

const SECRET_KEY = /pin/i;

export function redactForPartners(event: StreamEvent): StreamEvent {
  if (!Object.keys(event.payload).some((k) => SECRET_KEY.test(k))) return event;
  const payload = Object.fromEntries(Object.entries(event.payload).filter(([k]) => !SECRET_KEY.test(k)));
  return { ...event, payload };
}
