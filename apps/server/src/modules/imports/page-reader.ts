import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import { HttpError } from '../../http/errors';
import { PAGE_TOO_COMPLEX } from './product-page';
import type { PageReading, PageReadTask } from './page-reader.worker';

/**
 * Product pages are read in a worker thread (docs/decisions/0037-import-pages-read-bounded-in-a-worker.md):
 * the markup comes from strangers, and however long it takes to read, requests are answered
 * meanwhile. A reading that passes PAGE_READ_MS, or a thread that dies (out of its heap), ends the
 * thread; piscina starts another for the next page.
 */

/** What one page's reading may take in its thread; the scan's own bounds (html-scan.ts) refuse most pages far sooner. */
export const PAGE_READ_MS = 1_500;
/** Starting a thread is not reading a page: from source it compiles the reader first. */
const THREAD_START_MS = 15_000;
/** A 2 MB page's JSON-LD and strings fit many times over. */
const THREAD_HEAP_MB = 128;

export type PageReader = ReturnType<typeof createPageReader>;

/**
 * The compiled server has the worker bundled beside it as JavaScript (scripts/build.mjs). From
 * source (tests, `npm run dev`) it is TypeScript, loaded through tsx as the server is.
 */
function workerModule(): { filename: string; execArgv?: string[] } {
  const compiled = import.meta.url.endsWith('.js');
  const filename = new URL(`./page-reader.worker.${compiled ? 'js' : 'ts'}`, import.meta.url).href;
  if (compiled || process.execArgv.some((flag) => flag.includes('tsx'))) return { filename };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename, execArgv: ['--import', tsx] };
}

export function createPageReader() {
  const pool = new Piscina<PageReadTask | undefined, PageReading | true>({
    ...workerModule(),
    // One thread: the other core stays with the thread that answers requests.
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
  const one = pLimit(1);
  const tooComplex = (why: string) => new HttpError(422, 'page_too_complex', `${PAGE_TOO_COMPLEX}: ${why}`);

  async function read(task: PageReadTask, readMs: number): Promise<PageReading> {
    if (pool.threads.length === 0)
      await pool.run(undefined, { name: 'ready', signal: AbortSignal.timeout(THREAD_START_MS) });
    try {
      return (await pool.run(task, { signal: AbortSignal.timeout(readMs) })) as PageReading;
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError')
        throw tooComplex(`reading it takes longer than ${readMs / 1000} seconds`);
      if ((error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw tooComplex('reading it needs more memory than a page may take');
      throw error;
    }
  }

  return {
    /**
     * Reads a fetched page into an import candidate; refuses with a 422 a page too large or too
     * complex to read in time. Pages wait their turn here rather than in piscina's queue, so a
     * page's time runs only while it is read; the admins' preview limit bounds how many wait.
     */
    read: (task: PageReadTask, { readMs = PAGE_READ_MS }: { readMs?: number } = {}): Promise<PageReading> =>
      one(() => read(task, readMs)),
    /** Ends the thread, a reading under way included: a stopping server does not wait for a stranger's page. */
    close: () => pool.destroy(),
  };
}
