import type { AdminProductCategory, ImportJob, ImportReport } from '@onsale/core/contracts/admin';
import type { z } from 'zod';
import type { importSaveSchema } from '@onsale/core/contracts/admin';
import type { JobRow } from '../jobs/jobs.repository';
import type { FeedFormat } from './feed';

export const PRODUCT_IMPORT_JOB = 'product-import';

export type ImportSaveInput = z.output<typeof importSaveSchema>;

/** What an import job is given: who asked, the defaults, and the rows or the uploaded feed to read. */
export interface ImportJobPayload {
  actorId: string;
  defaultStock: number;
  defaultCategory: AdminProductCategory | null;
  /** the file or page the rows came from, for the history */
  fileName?: string | null;
  source:
    { rows: { row: number; candidate: unknown }[] } | { feed: { id: string; format: FeedFormat; skipRows: number[] } };
}

export type ImportProgress = ImportJob['progress'];

export const emptyProgress = (total: number | null): ImportProgress => ({
  total,
  read: 0,
  imported: 0,
  refused: 0,
  skipped: 0,
});

/** The job as the admin page shows it: progress while it runs (polled often, so kept small), then the report (not in lists). */
export function importJobView(
  job: Pick<JobRow, 'id' | 'status' | 'progress' | 'payload' | 'lastError' | 'createdAt' | 'finishedAt'> & {
    result?: unknown;
    startedBy: string | null;
  },
  { withReport = true } = {},
): ImportJob {
  const result = (job.result ?? null) as Partial<ImportReport> | null;
  const payload = job.payload as Partial<ImportJobPayload> | null;
  return {
    id: job.id,
    status: job.status,
    progress: { ...emptyProgress(null), ...((job.progress as Partial<ImportProgress> | null) ?? {}) },
    report:
      withReport && (job.status === 'done' || job.status === 'failed')
        ? { imported: result?.imported ?? [], refused: result?.refused ?? [] }
        : null,
    error: job.lastError,
    fileName: payload?.fileName ?? null,
    startedBy: job.startedBy,
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}
