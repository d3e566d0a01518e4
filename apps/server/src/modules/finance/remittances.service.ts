import type { remittancesOverviewSchema, remittanceReportSchema } from '@onsale/core/contracts/finance';
import type { Courier } from '@onsale/core/couriers';
import {
  normaliseTrackingNumber,
  paisaOfRupees,
  REMITTANCE_MAX_ROWS,
  REMITTANCE_MESSAGES,
  remittanceColumnsOf,
  remittanceDateOf,
  remittanceStatusOf,
} from '@onsale/core/remittances';
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { recordAudit } from '../audit/audit.repository';
import { createRemittancesRepository, type NewRemittanceRow } from './remittances.repository';

type Report = z.infer<typeof remittanceReportSchema>;
type Overview = z.infer<typeof remittancesOverviewSchema>;
type ParsedRow = Pick<NewRemittanceRow, 'row' | 'trackingNumber' | 'amount' | 'fee' | 'remittedOn'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const LOOKUP_CHUNK = 5000;

/**
 * A courier's report read whole before anything is saved: its columns from the header row (by the
 * names couriers give them), each row's tracking number, amount, fee and date; the first row that
 * cannot be read refuses the file, with its line.
 */
export function readRemittanceReport(content: string): ParsedRow[] {
  let records: string[][];
  try {
    records = parse(content, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch {
    throw badRequest(REMITTANCE_MESSAGES.unreadable);
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0) throw badRequest(REMITTANCE_MESSAGES.empty);
  if (rows.length > REMITTANCE_MAX_ROWS) throw badRequest(REMITTANCE_MESSAGES.tooManyRows);
  const { at, missing } = remittanceColumnsOf(header);
  if (missing.length > 0) {
    const names = { trackingNumber: 'Tracking number', amount: 'Amount collected', fee: 'Fee', date: 'Date' } as const;
    throw badRequest(REMITTANCE_MESSAGES.missingColumns(missing.map((column) => names[column])));
  }
  return rows.map((cells, index) => {
    const line = index + 2;
    const cell = (column: keyof typeof at) => (at[column] === undefined ? '' : (cells[at[column]] ?? ''));
    const problem = (text: string) => badRequest(REMITTANCE_MESSAGES.row(line, text));
    const trackingNumber = normaliseTrackingNumber(cell('trackingNumber'));
    if (!trackingNumber || trackingNumber.length > 60) throw problem(REMITTANCE_MESSAGES.trackingNumber);
    const amount = paisaOfRupees(cell('amount'));
    if (amount === null || amount < 0) throw problem(REMITTANCE_MESSAGES.amount);
    const fee = cell('fee') === '' ? 0 : paisaOfRupees(cell('fee'));
    if (fee === null || fee < 0) throw problem(REMITTANCE_MESSAGES.fee);
    const remittedOn = remittanceDateOf(cell('date'));
    if (!remittedOn) throw problem(REMITTANCE_MESSAGES.date);
    return { row: line, trackingNumber, amount, fee, remittedOn };
  });
}

export function createRemittancesService(db: Database) {
  const repository = createRemittancesRepository(db);

  async function report(reportId: string): Promise<Report> {
    const found = await repository.report(reportId);
    if (!found) throw notFound(REMITTANCE_MESSAGES.notFound);
    return { ...found.summary, createdAt: found.summary.createdAt.toISOString(), items: found.items };
  }

  return {
    /**
     * Saves a courier's report and matches each row to its parcel: the rider's cash as it should
     * be, a different amount, an unknown tracking number, or a parcel remitted before (in this report
     * or an earlier one). Reports are matched one at a time, across nodes, so a parcel is remitted once.
     */
    async upload(adminId: string, upload: { courier: Courier; fileName: string; content: string }): Promise<Report> {
      const rows = readRemittanceReport(upload.content);
      const reportId = await db.transaction(async (tx) => {
        const remittances = createRemittancesRepository(tx);
        await remittances.holdUploads();
        const numbers = [...new Set(rows.map((row) => row.trackingNumber))];
        const parts = new Map<string, { id: string; status: string; cash: number }>();
        for (let start = 0; start < numbers.length; start += LOOKUP_CHUNK)
          for (const part of await remittances.partsByTracking(
            upload.courier,
            numbers.slice(start, start + LOOKUP_CHUNK),
          ))
            if (!parts.has(part.trackingNumber)) parts.set(part.trackingNumber, part);
        const ids = [...parts.values()].map((part) => part.id);
        const remitted = new Set<string>();
        for (let start = 0; start < ids.length; start += LOOKUP_CHUNK)
          for (const id of await remittances.remittedParts(ids.slice(start, start + LOOKUP_CHUNK))) remitted.add(id);
        const matched: NewRemittanceRow[] = rows.map((row) => {
          const part = parts.get(row.trackingNumber);
          // A parcel never delivered brought no cash: the rider should have collected nothing.
          const expected = part ? (part.status === 'delivered' ? part.cash : 0) : null;
          const status = remittanceStatusOf(row, expected, part ? remitted.has(part.id) : false);
          if (part && status !== 'duplicate') remitted.add(part.id);
          return { ...row, status, expected, sellerOrderId: part?.id ?? null };
        });
        const saved = await remittances.insertReport(upload.courier, upload.fileName, adminId);
        await remittances.insertRows(saved.id, upload.courier, matched);
        await recordAudit(tx, {
          actorId: adminId,
          action: 'remittance.upload',
          entity: 'remittance_report',
          entityId: saved.id,
          after: { courier: upload.courier, fileName: upload.fileName, rows: matched.length },
        });
        return saved.id;
      });
      return report(reportId);
    },

    report,

    async overview(days: number, now = new Date()): Promise<Overview> {
      const [reports, attention, unremitted, couriers] = await Promise.all([
        repository.reports(),
        repository.attention(),
        repository.unremitted(new Date(now.getTime() - days * DAY_MS)),
        repository.byCourier(),
      ]);
      return {
        days,
        reports: reports.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        attention,
        unremitted: {
          count: unremitted.count,
          amount: unremitted.amount,
          items: unremitted.items.map((item) => ({ ...item, deliveredAt: item.deliveredAt.toISOString() })),
        },
        couriers,
      };
    },
  };
}
