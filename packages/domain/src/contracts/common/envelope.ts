import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '../../errors/error-codes.ts';
import { idInput } from './strict-inputs.ts';

/** Every refusal the API gives: a 4xx (or a hidden 5xx) with the spec's words where it has them. */
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  /** Machine-readable code, for the client to branch on without parsing words. */
  code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
  /**
   * Field-level problems of a rejected payload, each by its path in the request: validation errors, and
   * the refusals a service makes about one field (the menu editor's). A form marks the field by the path.
   */
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Rupees as the spec shows them: a string with two decimals, e.g. "149.00". */
export const rupees = z.string().regex(/^-?\d+\.\d{2}$/);

/** 0/1 flags, as the spec's entities carry them. */
export const flag = z.union([z.literal(0), z.literal(1)]);

/** A number, or a decimal numeric string (the spec's clients send both); never null, '' or true as 0. */
const numeric = (name: string) =>
  z.union(
    [
      z.number({ error: `${name} must be a number` }),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, `${name} must be a number`)
        .transform(Number),
    ],
    { error: `${name} must be a number` },
  );

export const latitude = numeric('latitude').pipe(
  z.number().min(-90, 'latitude must be between -90 and 90').max(90, 'latitude must be between -90 and 90'),
);
export const longitude = numeric('longitude').pipe(
  z
    .number()
    .min(-180, 'longitude must be between -180 and 180')
    .max(180, 'longitude must be between -180 and 180'),
);

/**
 * An optional JSON body: a missing or null body reads as {}. Its input is the schema's (or nothing), not
 * `unknown`, so the web's body for it is typed by the contract (request-body.ts).
 */
export const optionalBody = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v: z.input<T> | null | undefined) => v ?? {}, schema);

export const slugParam = z
  .object({
    slug: z
      .string()
      .min(1)
      .max(120)
      .regex(/^[a-z0-9-]+$/, 'unknown restaurant'),
  })
  .meta({ examples: [{ slug: 'aminia-darbar' }] });
export const idParam = z.object({ id: idInput() }).meta({ examples: [{ id: 1 }] });
