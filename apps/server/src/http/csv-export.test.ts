import { buffer, text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvDateTime, csvStream, guardFormula, type CsvColumn } from './csv-export';

interface Row {
  id: string;
  name: string;
  count: number | null;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Count', value: (row) => row.count },
];

describe('CSV export', () => {
  it('keeps cells a spreadsheet would run as formulas as text, and nothing else', () => {
    expect(['=1+2', '+92 300', '-5', '@SUM(A1)', '\t=1', '\r=1'].map(guardFormula)).toEqual([
      "'=1+2",
      "'+92 300",
      "'-5",
      "'@SUM(A1)",
      "'\t=1",
      "'\r=1",
    ]);
    expect(['＝HYPERLINK("http://x")', '＋1', '－1', '＠SUM(A1)'].map(guardFormula)).toEqual([
      '\'＝HYPERLINK("http://x")',
      "'＋1",
      "'－1",
      "'＠SUM(A1)",
    ]);
    expect(['Kurta = lawn', 'a-b', '', 'عائشہ'].map(guardFormula)).toEqual(['Kurta = lawn', 'a-b', '', 'عائشہ']);
  });

  it("writes dates in the shop's time", () => {
    expect(csvDateTime('2026-11-01T20:30:00.000Z')).toBe('2026-11-02 01:30');
    expect(csvDateTime('2026-01-05T00:00:00.000Z')).toBe('2026-01-05 05:00');
  });

  it('reads the list a page at a time until a short page, writing a row pushed onto the next page once', async () => {
    const rows = Array.from({ length: 1_200 }, (_, i) => ({
      id: `r${i}`,
      name: i === 0 ? '=cmd' : `Row, "${i}"`,
      count: i % 2 ? i : null,
    }));
    const asked: number[] = [];
    const stream = csvStream(columns, async (page, pageSize) => {
      asked.push(page);
      // A new row arrived at the top after the first page: the page boundary moves down by one.
      const start = (page - 1) * pageSize - (page > 1 ? 1 : 0);
      return rows.slice(Math.max(0, start), start + pageSize);
    });
    const bytes = await buffer(stream);
    expect(asked).toEqual([1, 2, 3]);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const csv = bytes.subarray(3).toString('utf8');
    expect(csv.startsWith('Name,Count\r\n\'=cmd,\r\n"Row, ""1""",1\r\n')).toBe(true);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(1 + 1_200);
  });

  it('ends the stream with the error of a page that cannot be read', async () => {
    const stream = csvStream(columns, async (page) => {
      if (page === 2) throw new Error('database gone');
      return Array.from({ length: 500 }, (_, i) => ({ id: `${i}`, name: 'x', count: 1 }));
    });
    await expect(text(stream)).rejects.toThrow('database gone');
  });
});
