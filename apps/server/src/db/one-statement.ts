import crypto from 'node:crypto';
import { type Column, getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** A named common table expression: `name as (body)`. The body may insert, update or select. */
export type NamedStatement = readonly [name: string, body: SQL];

/** The values a statement answers, by name: scalar SQL expressions (jsonRows, jsonRow, or any single value). */
export type Answers<Row extends Record<string, unknown>> = { [K in keyof Row]: SQL<Row[K]> | SQL };

/**
 * Runs several statements as the common table expressions of one statement, then selects the
 * `answers` (which may read them): one round trip to the database instead of one per statement,
 * all on one snapshot. The bodies do not see each other's rows; foreign keys between them are
 * checked at the end, so a parent and its children may be inserted side by side.
 *
 * It is a named prepared statement, parsed and planned once per connection: planning a statement
 * of a dozen CTEs costs more than running it. The name is the text's hash, so the values (JSON
 * parameters here) change freely while the few shapes of the text each get one prepared statement.
 */
export async function inOneStatement<Row extends Record<string, unknown>>(
  db: Executor,
  statements: readonly NamedStatement[],
  answers: Answers<Row>,
): Promise<Row> {
  const ctes = statements.map(([name, body]) => db.$with(name, {}).as(body));
  // A select needs a from: the answers are read from one row of nothing.
  const query = db
    .with(...ctes)
    .select(answers as Record<string, SQL>)
    .from(oneRow);
  const name = `s${crypto.createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 20)}`;
  const [row] = await query.prepare(name).execute();
  return row as Row;
}

const oneRow = sql`(values (1)) as one_row (one)`;

/**
 * The insert of `rows` into `table` with the rows sent as one JSON parameter, turned back into the
 * table's row type by json_populate_recordset. Drizzle's insert builder spends about a millisecond
 * on a checkout's worth of rows; this costs a JSON.stringify. Columns no row mentions get their
 * defaults; a value must be a plain value (Dates are sent as ISO text), not SQL.
 */
export function insertRows<T extends PgTable>(
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
  options: { when?: SQL } = {},
): SQL {
  const columns = getTableColumns(table) as Record<string, Column>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column.name;
  });
  const json = rows.map((row) =>
    Object.fromEntries(
      keys.map((key, i) => {
        const value: unknown = (row as Record<string, unknown>)[key];
        if (is(value, SQL)) throw new Error(`insertRows takes plain values: ${key} is SQL`);
        return [names[i], value instanceof Date ? value.toISOString() : (value ?? null)];
      }),
    ),
  );
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const when = options.when ? sql` where ${options.when}` : sql``;
  return sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(json)}::json)${when}`;
}

/** A select of many rows as one JSON array value (see selectTogether). */
export const jsonRows = (select: SQL) => sql`(select coalesce(json_agg(t), '[]'::json) from (${select}) t)`;
/** A select of one row as one JSON object value, or null when it finds none (see selectTogether). */
export const jsonRow = (select: SQL) => sql`(select row_to_json(t) from (${select}) t)`;

/** Several reads in one round trip, answered as one row with a field per name (see inOneStatement). */
export function selectTogether<Row extends Record<string, unknown>>(db: Executor, answers: Answers<Row>): Promise<Row> {
  return inOneStatement<Row>(db, [], answers);
}
