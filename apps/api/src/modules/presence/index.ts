// Who is at a console now (decision 027): what the streams, the consoles' services and the lifecycle
// record, and what the demo autopilot checks.
export { checkPresence } from './check-presence.ts';
export { keepPresent } from './keep-present.ts';
export { ACTION_PRESENCE_MS, recordPresence, STREAM_PRESENCE_MS } from './record-presence.ts';
