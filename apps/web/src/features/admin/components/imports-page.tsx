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
import { formatRupees } from '@onsale/core/money';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useImportJob } from '../api/get-import-job';
import { useImportJobs } from '../api/get-import-jobs';
import { usePreviewImportUrl } from '../api/preview-import-url';
import { useSaveImport } from '../api/save-import';
import { useUploadImportFeed } from '../api/upload-import-feed';
import { messageOf } from '../../../lib/api-client';
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

/** The spec's scraping: products from a product page or a feed, previewed before they are saved. */
export function ImportsPage() {
  const previewUrl = usePreviewImportUrl();
  const uploadFeed = useUploadImportFeed();
  const save = useSaveImport();
  const [params, setParams] = useSearchParams();
  const recent = useImportJobs();
  // The import the address names; else one still running (the page was opened anew while it runs).
  const running = recent.data?.find((job) => job.status === 'queued' || job.status === 'running');
  const jobId = params.get('job') ?? running?.id ?? null;
  useEffect(() => {
    // Kept in the address, so the report stays once the import is over and a reload comes back to it.
    if (running && !params.get('job')) setParams({ job: running.id }, { replace: true });
  }, [running, params, setParams]);
  const [feedId, setFeedId] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [defaultCategory, setDefaultCategory] = useState<AdminProductCategory | ''>('');
  const [defaultStock, setDefaultStock] = useState('10');
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { url: useId(), file: useId(), category: useId(), stock: useId() };

  const show = (result: ImportPreview, fromFeed: string | null) => {
    setPreview(result);
    setFeedId(fromFeed);
    setSelected(new Set(result.candidates.map((c) => c.row)));
  };

  const onUrl = async () => {
    setFailure(null);
    try {
      show(await previewUrl.mutateAsync(url.trim()), null);
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
      show(uploaded.preview, uploaded.feedId);
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
      const defaults = { defaultStock: stock, ...(defaultCategory ? { defaultCategory } : {}) };
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
                (link, title, image_link, availability…) as they are. Or a JSON list of the same fields. Up to 4 MB.
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
                disabled={busy}
                onChange={(e) => {
                  void onFile(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              {uploadFeed.isPending && <div className="small mt-2">Reading the feed…</div>}
            </div>
          </div>
        </div>
      </div>

      {jobId && !preview && <ImportProgress key={jobId} jobId={jobId} />}

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
                  disabled={busy || selected.size === 0}
                  onClick={() => void onSave()}
                >
                  {save.isPending ? 'Starting…' : `Save ${selected.size} product${selected.size === 1 ? '' : 's'}`}
                </button>
              </div>
            </>
          )}
        </section>
      )}
    </>
  );
}
