// The web takes each call's body type from the route's contract (issue 30), so a contract change breaks
// the web build rather than a customer's order. Types only: no schema reaches the web's bundles.
import type { z } from 'zod';

/** A route's body schema, as its contract file exports it. */
export type BodySchema = z.ZodType;

/** What a route's body schema accepts: its input, before defaults and transforms. */
export type RequestBody<S extends BodySchema> = z.input<S>;

/**
 * The schema of a call that names none: nothing is its input, so a call that sends a body without
 * naming its route's schema does not compile (a GET, or a POST that sends nothing, needs none).
 */
export type NoBody = z.ZodType<unknown, never>;
