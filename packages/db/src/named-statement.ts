// Statements on the hot path written once as SQL text (decision 059). The query builder makes each
// statement's text again on every call (drizzle's entity checks and string building were the API's
// heaviest JavaScript in the rush, decision 052), and PostgreSQL parses and plans an unnamed statement
// again on every call too. A named statement does neither: its text is a constant, and each pooled
// connection asks PostgreSQL to parse and plan it once, then only binds the values (node-postgres
// prepares a named query per connection on first use). PGlite has one connection and ignores the name.
import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';
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

/**
 * A row a named statement read from `table` (`returning *`, or its columns by their names), as the
 * query builder would give it: keys by the schema's names, each value through its column's own mapping
 * (timestamps to Date, jsonb parsed, bigint numbers), so code written for the builder's rows takes it.
 */
export function tableRowOf<T extends Table>({
  table,
  row,
}: {
  table: T;
  row: Record<string, unknown>;
}): InferSelectModel<T> {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as InferSelectModel<T>;
}
