import { formatCount } from '@onsale/core/numbers';
import { countOf } from '@onsale/core/plural';
import {
  ADMIN_PRODUCT_CATEGORIES,
  MAX_FEED_BYTES,
  type AdminProductCategory,
  type ImportJob,
  type ImportPreview,
  type ImportReport,
} from '@onsale/core/contracts/admin';
import { FEED_PRODUCTS_NOTE, missingDefaultCategoryNote, placeImportRow } from '@onsale/core/imports';
import { formatRupees } from '@onsale/core/money';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useImportJob } from '../api/get-import-job';
import { IMPORT_HISTORY_PAGE_SIZE, useImportJobs } from '../api/get-import-jobs';
import { usePreviewImportUrl } from '../api/preview-import-url';
import { useSaveImport } from '../api/save-import';
import { useUploadImportFeed } from '../api/upload-import-feed';
import { messageOf } from '../../../lib/api-client';
import { Pagination } from '../../../components/ui/pagination';
import { formatDateTime } from './format';
import { Flash, PageHeader } from './page-header';

function Refusals({ refused, title }: { refused: ImportPreview['refused']; title: string }) {
  if (refused.length === 0) return null;
  return (
    <div className="card border-danger-subtle mb-3">
      <div className="card-body">
        <h3 className="h6 text-danger">
          {title} ({refused.length})
        </h3>
        <ul className="mb-0 small">
          {refused.map((r) => (
            <li key={`${r.row}-${r.source}`}>
              Row {r.row}
              {r.source && <span className="text-muted"> ({r.source})</span>}: {r.reason}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Report({ report }: { report: ImportReport }) {
  const created = report.imported.filter((r) => r.action === 'created').length;
  const updated = report.imported.length - created;
  return (
    <section aria-label="Import report" className="mb-4">
      <div className="alert alert-success" role="status">
        Imported {countOf(report.imported.length, 'product')}: {created} new, {updated} updated.{' '}
        {report.refused.length > 0 && `${report.refused.length} refused.`}
      </div>
      {report.imported.length > 0 && (
        <ul className="small">
          {report.imported.map((r) => (
            <li key={r.productId}>
              Row {r.row}: {r.name} — {r.action}
            </li>
          ))}
        </ul>
      )}
      <Refusals refused={report.refused} title="Refused" />
      <Link to="/admin/products?source=scraped">See the imported products</Link>
    </section>
  );
}

const count = (n: number) => formatCount(n);

/** Where a previewed row will go, or why the import will refuse it. */
function Placement({
  placed,
  selected,
  defaultCategory,
}: {
  placed: ReturnType<typeof placeImportRow> | undefined;
  selected: boolean;
  defaultCategory: string;
}) {
  if (!placed) return null;
  if ('refused' in placed)
    return <div className={selected ? 'text-danger' : 'text-muted'}>Not saved: {placed.refused}</div>;
  if (placed.place === 'default')
    return <div>Goes to the default category ({defaultCategory[0]!.toUpperCase() + defaultCategory.slice(1)})</div>;
  if (placed.place === 'kept') return <div>Stays in its category</div>;
  return null;
}

/** A running import's progress bar, read from the server (so a reload or another tab shows the same), then its report. */
function ImportProgress({ jobId }: { jobId: string }) {
  const { data: job, error } = useImportJob(jobId);
  if (error) return <Flash message={messageOf(error)} tone="danger" />;
  if (!job) return <p className="text-muted">Loading the import…</p>;
  if (job.status === 'done' && job.report) return <Report report={job.report} />;
  return <ProgressBar job={job} />;
}

function ProgressBar({ job }: { job: ImportJob }) {
  const { total, read, imported, refused, skipped } = job.progress;
  const percent = total ? Math.min(100, Math.round((read / total) * 100)) : 0;
  const failed = job.status === 'failed';
  return (
    <section aria-label="Import progress" className="card shadow-sm mb-4">
      <div className="card-body">
        <h2 className="h6">
          {failed
            ? 'The import stopped'
            : job.status === 'queued' && read === 0
              ? 'Import waiting to start…'
              : 'Importing…'}
        </h2>
        <div
          className="progress mb-2"
          role="progressbar"
          aria-label="Rows read"
          aria-valuemin={0}
          aria-valuemax={total ?? 0}
          aria-valuenow={read}
          aria-valuetext={total ? `${count(read)} of ${count(total)} rows` : 'Counting the rows'}
        >
          <div
            className={`progress-bar${failed ? ' bg-danger' : ' progress-bar-striped progress-bar-animated'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="small mb-0" aria-live="polite">
          Read {count(read)}
          {total !== null && ` of ${count(total)}`} rows · {count(imported)} imported · {count(refused)} refused
          {skipped > 0 && ` · ${count(skipped)} left out`}
        </p>
        {job.error && (
          <p className={`small mb-0 ${failed ? 'text-danger' : 'text-muted'}`}>
            {failed ? job.error : `Retrying after: ${job.error}`}
          </p>
        )}
      </div>
    </section>
  );
}

const STATUS_TEXT: Record<ImportJob['status'], string> = {
  queued: 'Waiting',
  running: 'Importing',
  done: 'Done',
  failed: 'Stopped',
};

/** The past imports, newest first, each opening its report. */
function ImportHistory({ page, openJobId }: { page: number; openJobId: string | null }) {
  const { data, error } = useImportJobs(page);
  if (error) return <Flash message={messageOf(error)} tone="danger" />;
  if (!data) return null;
  return (
    <section aria-label="Past imports" className="mb-4">
      <h2 className="h5">Past imports</h2>
      <p className="small text-muted">Each import and its report are kept for 30 days.</p>
      {data.data.length === 0 ? (
        <p className="text-muted">No imports yet.</p>
      ) : (
        <div className="table-responsive bg-white rounded shadow-sm">
          <table className="table admin-table mb-0">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">File</th>
                <th scope="col">Saved</th>
                <th scope="col">Refused</th>
                <th scope="col">By</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Report</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.data.map((job) => (
                <tr key={job.id} className={job.id === openJobId ? 'table-active' : undefined}>
                  <td className="text-nowrap">{formatDateTime(job.createdAt)}</td>
                  <td className="text-break">{job.fileName ?? '—'}</td>
                  <td>{count(job.progress.imported)}</td>
                  <td>{count(job.progress.refused)}</td>
                  <td>{job.startedBy ?? '—'}</td>
                  <td>{STATUS_TEXT[job.status]}</td>
                  <td>
                    <Link to={`?${new URLSearchParams({ job: job.id, page: String(page) }).toString()}`}>
                      {job.status === 'done' || job.status === 'failed' ? 'Report' : 'Progress'}
                      <span className="visually-hidden"> of the import of {formatDateTime(job.createdAt)}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page}
        pageCount={Math.ceil(data.total / IMPORT_HISTORY_PAGE_SIZE)}
        linkTo={(p) => `?page=${p}`}
        label="Pages of past imports"
      />
    </section>
  );
}

/** The spec's scraping: products from a product page or a feed, previewed before they are saved. */
export function ImportsPage() {
  const previewUrl = usePreviewImportUrl();
  const uploadFeed = useUploadImportFeed();
  const save = useSaveImport();
  const [params, setParams] = useSearchParams();
  const historyPage = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const recent = useImportJobs(1);
  // The import the address names; else one still running (the page was opened anew while it runs).
  const running = recent.data?.data.find((job) => job.status === 'queued' || job.status === 'running');
  const jobId = params.get('job') ?? running?.id ?? null;
  useEffect(() => {
    // Kept in the address, so the report stays once the import is over and a reload comes back to it.
    if (running && !params.get('job')) setParams({ job: running.id }, { replace: true });
  }, [running, params, setParams]);
  const [feedId, setFeedId] = useState<string | null>(null);
  const [fileName, setFileName] = useState('');
  const [url, setUrl] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [defaultCategory, setDefaultCategory] = useState<AdminProductCategory | ''>('');
  const [defaultStock, setDefaultStock] = useState('10');
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { url: useId(), file: useId(), category: useId(), stock: useId() };

  const show = (result: ImportPreview, fromFeed: string | null, name: string) => {
    setPreview(result);
    setFeedId(fromFeed);
    setFileName(name);
    setSelected(new Set(result.candidates.map((c) => c.row)));
  };

  const onUrl = async () => {
    setFailure(null);
    try {
      show(await previewUrl.mutateAsync(url.trim()), null, url.trim());
    } catch (error) {
      setPreview(null);
      setFailure(messageOf(error));
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    if (file.size > MAX_FEED_BYTES) return setFailure('The feed is larger than 4 MB');
    const format = /\.json$/i.test(file.name) || file.type.includes('json') ? 'json' : 'csv';
    try {
      const uploaded = await uploadFeed.mutateAsync({ file, format });
      show(uploaded.preview, uploaded.feedId, file.name);
    } catch (error) {
      setPreview(null);
      setFailure(messageOf(error));
    }
  };

  const onSave = async () => {
    if (!preview) return;
    setFailure(null);
    const stock = Number(defaultStock);
    if (!Number.isInteger(stock) || stock < 0) return setFailure('Stock for new products must be a whole number');
    try {
      const defaults = {
        defaultStock: stock,
        ...(defaultCategory ? { defaultCategory } : {}),
        ...(fileName ? { fileName: fileName.slice(0, 200) } : {}),
      };
      // A feed is read again by the import job itself: only the rows left out travel.
      const source = feedId
        ? { feed: { id: feedId, skipRows: preview.candidates.filter((c) => !selected.has(c.row)).map((c) => c.row) } }
        : {
            rows: preview.candidates
              .filter((c) => selected.has(c.row))
              .map((c) => ({ row: c.row, candidate: c.candidate })),
          };
      const job = await save.mutateAsync({ ...source, ...defaults });
      setPreview(null);
      setParams({ job: job.id });
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  // Each row decided as the import will decide it, with the default category chosen now.
  const placements = new Map(
    (preview?.candidates ?? []).map(({ row, candidate, categoryFound, existingProductId }) => [
      row,
      placeImportRow(
        { category: candidate.category, categoryFound, updatesProduct: existingProductId !== null },
        defaultCategory || null,
      ),
    ]),
  );
  const waiting = [...selected].filter((row) => {
    const placed = placements.get(row);
    return placed !== undefined && 'refused' in placed;
  }).length;
  const waitingNote = missingDefaultCategoryNote(waiting);
  const busy = previewUrl.isPending || uploadFeed.isPending || save.isPending;
  return (
    <>
      <PageHeader title="Imports" />
      <Flash message={failure} tone="danger" />
      <div className="row g-3 mb-4">
        <div className="col-12 col-lg-6">
          <form
            className="card shadow-sm h-100"
            onSubmit={(event) => {
              event.preventDefault();
              void onUrl();
            }}
          >
            <div className="card-body">
              <h2 className="h6">From a product page</h2>
              <p className="small text-muted">
                The page's schema.org product data or Open Graph tags give the name, prices, images, brand and
                description.
              </p>
              <label htmlFor={ids.url} className="form-label">
                Product page address
              </label>
              <div className="input-group">
                <input
                  id={ids.url}
                  type="url"
                  className="form-control"
                  placeholder="https://shop.example.pk/products/…"
                  value={url}
                  onChange={(e) => setUrl(e.target.value)}
                  required
                />
                <button type="submit" className="btn btn-accent" disabled={busy || url.trim() === ''}>
                  {previewUrl.isPending ? 'Reading…' : 'Preview'}
                </button>
              </div>
            </div>
          </form>
        </div>
        <div className="col-12 col-lg-6">
          <div className="card shadow-sm h-100">
            <div className="card-body">
              <h2 className="h6">From a feed file</h2>
              <p className="small text-muted">
                CSV with a header row (url, name, price, sale_price, original_price, brand, description, image,
                category, stock, sizes, colours), separated by commas, semicolons, tabs or pipes; Google Merchant feeds
                (link, title, image_link, availability…) as they are. Or a JSON list of the same fields.
              </p>
              <p className="small text-muted">
                Stock per size, optional: a variant_stock column (<code>S:3|M:0|L:5</code>, or{' '}
                <code>S/Navy:3|M/Navy:0</code> with colours), or one row per size and colour (size, colour, stock) right
                after the product&apos;s first row, with the same url, handle or item_group_id, as Shopify&apos;s
                product export (Option Size and Color, Variant Inventory Qty; add a url column) and Google Merchant
                feeds write them. Each size is set to the feed&apos;s stock; without these, a product keeps one stock.
              </p>
              <label htmlFor={ids.file} className="form-label">
                Feed file
              </label>
              <input
                id={ids.file}
                type="file"
                className="form-control"
                accept=".csv,.json,text/csv,application/json"
                aria-describedby={`${ids.file}-limit`}
                disabled={busy}
                onChange={(e) => {
                  void onFile(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              <div id={`${ids.file}-limit`} className="form-text">
                {FEED_PRODUCTS_NOTE}, up to 4 MB.
              </div>
              {uploadFeed.isPending && <div className="small mt-2">Reading the feed…</div>}
            </div>
          </div>
        </div>
      </div>

      {jobId && !preview && <ImportProgress key={jobId} jobId={jobId} />}

      {!preview && <ImportHistory page={historyPage} openJobId={jobId} />}

      {preview && (
        <section aria-label="Import preview">
          <h2 className="h5">Preview</h2>
          <Refusals refused={preview.refused} title="Rows that cannot be imported" />
          {preview.candidates.length === 0 ? (
            <p className="text-muted">Nothing to import.</p>
          ) : (
            <>
              <div className="table-responsive bg-white rounded shadow-sm mb-3">
                <table className="table admin-table mb-0">
                  <thead>
                    <tr>
                      <th scope="col">
                        <span className="visually-hidden">Import</span>
                      </th>
                      <th scope="col">Row</th>
                      <th scope="col">
                        <span className="visually-hidden">Image</span>
                      </th>
                      <th scope="col">Product</th>
                      <th scope="col">Price</th>
                      <th scope="col">Category</th>
                      <th scope="col">Notes</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.candidates.map(({ row, candidate, existingProductId, warnings }) => (
                      <tr key={row}>
                        <td>
                          <input
                            type="checkbox"
                            className="form-check-input"
                            aria-label={`Import ${candidate.name}`}
                            checked={selected.has(row)}
                            onChange={(e) => {
                              const next = new Set(selected);
                              if (e.target.checked) next.add(row);
                              else next.delete(row);
                              setSelected(next);
                            }}
                          />
                        </td>
                        <td>{row}</td>
                        <td>
                          {candidate.images[0] && (
                            <img src={candidate.images[0]} alt="" className="admin-thumb" loading="lazy" />
                          )}
                        </td>
                        <td>
                          <div className="fw-semibold">{candidate.name}</div>
                          <div className="small text-muted">
                            {candidate.brand || '—'} ·{' '}
                            <a href={candidate.sourceUrl} target="_blank" rel="noreferrer">
                              {new URL(candidate.sourceUrl).hostname}
                            </a>
                          </div>
                        </td>
                        <td className="text-nowrap">
                          {formatRupees(candidate.price)}
                          {candidate.originalPrice && (
                            <div className="small text-muted text-decoration-line-through">
                              {formatRupees(candidate.originalPrice)}
                            </div>
                          )}
                        </td>
                        <td>{candidate.category || '—'}</td>
                        <td className="small">
                          {existingProductId && (
                            <span className="badge text-bg-info me-1">Updates an imported product</span>
                          )}
                          {candidate.variantStock && (
                            <div>
                              Stock per size:{' '}
                              {candidate.variantStock
                                .map((cell) => `${[cell.size, cell.color].filter(Boolean).join(', ')}: ${cell.stock}`)
                                .join('; ')}
                            </div>
                          )}
                          <Placement
                            placed={placements.get(row)}
                            selected={selected.has(row)}
                            defaultCategory={defaultCategory}
                          />
                          {warnings.map((w) => (
                            <div key={w} className="text-warning-emphasis">
                              {w}
                            </div>
                          ))}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <div className="d-flex flex-wrap gap-3 align-items-end mb-4">
                <div>
                  <label htmlFor={ids.category} className="form-label">
                    Default category
                  </label>
                  <select
                    id={ids.category}
                    className="form-select"
                    value={defaultCategory}
                    onChange={(e) => setDefaultCategory(e.target.value as AdminProductCategory | '')}
                  >
                    <option value="">None (use each product's own)</option>
                    {ADMIN_PRODUCT_CATEGORIES.map((c) => (
                      <option key={c} value={c}>
                        {c[0]!.toUpperCase() + c.slice(1)}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor={ids.stock} className="form-label">
                    Stock for new products
                  </label>
                  <input
                    id={ids.stock}
                    className="form-control"
                    inputMode="numeric"
                    value={defaultStock}
                    onChange={(e) => setDefaultStock(e.target.value)}
                  />
                </div>
                <button
                  type="button"
                  className="btn btn-accent"
                  disabled={busy || selected.size === 0 || waiting > 0}
                  aria-describedby={waitingNote ? `${ids.category}-waiting` : undefined}
                  onClick={() => void onSave()}
                >
                  {save.isPending ? 'Starting…' : `Save ${countOf(selected.size, 'product')}`}
                </button>
              </div>
              {waitingNote && (
                <p id={`${ids.category}-waiting`} className="text-danger small mb-4" role="status">
                  {waitingNote}
                </p>
              )}
            </>
          )}
        </section>
      )}
    </>
  );
}
