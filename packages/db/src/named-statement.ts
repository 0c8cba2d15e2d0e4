// Statements on the hot path written once as SQL text (decision 059). The query builder makes each
// statement's text again on every call (drizzle's entity checks and string building were the API's
// heaviest JavaScript in the rush, decision 052), and PostgreSQL parses and plans an unnamed statement
// again on every call too. A named statement does neither: its text is a constant, and each pooled
// connection asks PostgreSQL to parse and plan it once, then only binds the values (node-postgres
// prepares a named query per connection on first use). PGlite has one connection and ignores the name.
import type { Db } from './client.ts';

export interface NamedStatement {
  /** Unique to this text: PostgreSQL refuses a second text under a name a connection has prepared. */
  name: string;
  /** The SQL, with $1, $2, ... for the values. */
  text: string;
}

/**
 * The rows of `statement` run with `params`, as objects named by the columns. Values come back as the
 * driver gives them without the builder's mapping: timestamps as the text PostgreSQL sends, numbers
 * of type bigint as strings. Pass a transaction as `db` to run it inside that transaction.
 */
export async function runNamedStatement<Row>({
  db,
  statement,
  params,
}: {
  db: Db;
  statement: NamedStatement;
  params: unknown[];
}): Promise<Row[]> {
  const result = await db._.session
    .prepareQuery({ sql: statement.text, params }, undefined, statement.name, false)
    .execute();
  return (result as { rows: Row[] }).rows;
}
