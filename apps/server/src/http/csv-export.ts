import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';

/**
 * CSV downloads of the admin and seller lists (docs/decisions/0029-htmlparser2-and-csv-stringify.md):
 * written by csv-stringify as the rows are read, a page at a time, never the whole list in memory.
 * UTF-8 with a byte-order mark, or Excel reads Urdu names as mojibake.
 */

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

/** Rows read from one page of a list; an empty page ends the export. */
export type PageReader<T> = (page: number, pageSize: number) => Promise<T[]>;

const EXPORT_PAGE_SIZE = 500;

/**
 * A cell a spreadsheet would run as a formula (= + - @, their full-width forms ＝ ＋ － ＠, which
 * some spreadsheets read as the same, or a tab or carriage return before one) gets a leading
 * apostrophe: a product named "=HYPERLINK(…)" stays text (OWASP CSV injection).
 */
export function guardFormula(cell: string): string {
  return /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) ? `'${cell}` : cell;
}

/** Rupees with two decimals and no grouping, so that a spreadsheet reads a number. */
export const csvRupees = (paisa: number | null | undefined): string => (paisa == null ? '' : (paisa / 100).toFixed(2));

/** A timestamp as the shop's clock shows it (Pakistan time), in a form spreadsheets read as a date. */
export function csvDateTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Karachi',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']}`;
}

/**
 * Every row of a list, page after page. Rows are told apart by `id`: a row that a new one pushed
 * onto the next page is written once.
 */
async function* everyRow<T extends { id: string }>(read: PageReader<T>): AsyncGenerator<T> {
  const seen = new Set<string>();
  for (let page = 1; ; page++) {
    const rows = await read(page, EXPORT_PAGE_SIZE);
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      yield row;
    }
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}

/** The CSV text of the rows, as a stream: the byte-order mark, the header row, then one line per row. */
export function csvStream<T extends { id: string }>(columns: CsvColumn<T>[], read: PageReader<T>): Readable {
  const cells = async function* () {
    for await (const row of everyRow(read)) {
      yield columns.map((column) => {
        const value = column.value(row);
        return typeof value === 'string' ? guardFormula(value) : (value ?? '');
      });
    }
  };
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
  });
  const source = Readable.from(cells());
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}

/** Sends a CSV download named `<name>-<date>.csv`. */
export function sendCsv<T extends { id: string }>(
  reply: FastifyReply,
  name: string,
  columns: CsvColumn<T>[],
  read: PageReader<T>,
) {
  const today = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${today}.csv"`)
    .send(csvStream(columns, read));
}
