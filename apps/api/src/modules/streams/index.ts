// What the streams module offers the app (it registers the routes and ends open streams on close).
export { createStreamRegistry, isEventStream, type StreamRegistry } from './sse-stream.ts';
