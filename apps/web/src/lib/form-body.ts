import type { BodySchema, NoBody, RequestBody } from '@khabar/domain/contracts/common/request-body';

// Its own file, not api-client.ts's: only the upload screens (lazy) build forms, and api-client.ts is
// in the first screens' chunk, whose budget has no byte to spare.

declare const formSchema: unique symbol;

/** A multipart form whose text fields are what the route's form schema `S` accepts (`formBody` makes it). */
export type TypedForm<S extends BodySchema> = FormData & { readonly [formSchema]: S };

/**
 * An upload's multipart form: the text fields typed by the route's form schema (a contract change
 * breaks the web build, as for a JSON body), each sent as text; then the files (an absent one is left
 * out).
 */
export function formBody<S extends BodySchema = NoBody>(
  fields: RequestBody<S>,
  files: Record<string, Blob | null | undefined> = {},
): TypedForm<S> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file);
  return form as TypedForm<S>;
}
