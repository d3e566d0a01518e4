import { remittanceUploadSchema } from '@onsale/core/contracts/finance';
import { COURIER_NAMES, COURIERS } from '@onsale/core/couriers';
import { countOf } from '@onsale/core/plural';
import { REMITTANCE_MAX_BYTES, REMITTANCE_MESSAGES } from '@onsale/core/remittances';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { FormField } from '../../../components/ui/form-field';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import type { RemittanceReport } from '../api/get-remittances';
import { useUploadRemittanceReport } from '../api/upload-remittance-report';
import { Flash } from './page-header';
import { RemittanceRowsTable, ReportCounts } from './remittance-rows';

const CHOOSE_FILE = "Choose the courier's report, a CSV file";

type Problems = Partial<Record<'courier' | 'file', string>>;

/** The form's field of each field the contract (or the server) names: the file's text is the file. */
const fieldOf = (name: string): keyof Problems => (name === 'courier' ? 'courier' : 'file');

/**
 * The admin uploads a courier's cash-on-delivery report: the browser reads the CSV and sends its
 * text with the courier, and the answer (each row matched to its parcel) shows at once, its rows
 * needing attention first.
 */
export function RemittanceUploadForm() {
  const ids = { courier: useId(), file: useId() };
  const upload = useUploadRemittanceReport();
  const [courier, setCourier] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // a new key empties the file input after an upload
  const [fileInputKey, setFileInputKey] = useState(0);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<RemittanceReport | null>(null);

  const send = async () => {
    setFailure(null);
    const found: Problems = {};
    if (!file) found.file = CHOOSE_FILE;
    else if (file.size > REMITTANCE_MAX_BYTES) found.file = REMITTANCE_MESSAGES.tooLarge;
    // Checked by the contract the server checks it with: the courier, and a file with something in it.
    const content = file && !found.file ? await file.text() : '';
    const checked = remittanceUploadSchema.safeParse({ courier, fileName: file?.name.slice(0, 200) ?? '', content });
    if (!checked.success)
      for (const issue of checked.error.issues) found[fieldOf(String(issue.path[0]))] ??= issue.message;
    setProblems(found);
    if (!checked.success || found.file || found.courier) return;
    try {
      setUploaded(await upload.mutateAsync(checked.data));
      setFile(null);
      setFileInputKey((key) => key + 1);
    } catch (error) {
      setUploaded(null);
      if (error instanceof ApiRequestError && error.fields)
        setProblems(
          Object.fromEntries(Object.entries(error.fields).map(([name, said]) => [fieldOf(name), said])) as Problems,
        );
      else setFailure(messageOf(error));
    }
  };

  return (
    <section className="mb-5" aria-labelledby="remittance-upload-title">
      <form
        className="card shadow-sm mb-3"
        noValidate
        aria-labelledby="remittance-upload-title"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <div className="card-body">
          <h2 className="h5" id="remittance-upload-title">
            Upload a courier&apos;s report
          </h2>
          <p className="small text-muted">
            A CSV file with a header row and the columns <strong>Tracking number</strong>,{' '}
            <strong>Amount collected</strong>, <strong>Fee</strong> and <strong>Date</strong> (or the couriers&apos; own
            names, such as CN or COD amount). Amounts in rupees; dates as 2026-11-29 or 29/11/2026. A file with a row
            that cannot be read is not saved.
          </p>
          <Flash message={failure} tone="danger" />
          <div className="row g-3 align-items-start">
            <div className="col-12 col-md-4">
              <label htmlFor={ids.courier} className="form-label">
                Courier
              </label>
              <select
                id={ids.courier}
                className={`form-select ${problems.courier ? 'is-invalid' : ''}`}
                value={courier}
                aria-invalid={problems.courier ? true : undefined}
                aria-describedby={problems.courier ? `${ids.courier}-error` : undefined}
                onChange={(event) => {
                  setCourier(event.target.value);
                  setProblems({ ...problems, courier: undefined });
                }}
              >
                <option value="">Choose the courier</option>
                {COURIERS.map((c) => (
                  <option key={c} value={c}>
                    {COURIER_NAMES[c]}
                  </option>
                ))}
              </select>
              {problems.courier && (
                <div id={`${ids.courier}-error`} className="invalid-feedback">
                  {problems.courier}
                </div>
              )}
            </div>
            <FormField
              key={fileInputKey}
              id={ids.file}
              className="col-12 col-md-8"
              label="Report file (CSV)"
              type="file"
              accept=".csv,text/csv"
              hint="Up to 2 MB."
              error={problems.file}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblems({ ...problems, file: undefined });
              }}
            />
          </div>
          <button type="submit" className="btn btn-accent" disabled={upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Upload'}
          </button>
        </div>
      </form>
      {uploaded && <UploadedReport report={uploaded} />}
    </section>
  );
}

/** The report just uploaded: its counts, and the rows that need the admin's attention. */
function UploadedReport({ report }: { report: RemittanceReport }) {
  const attention = report.items.filter((row) => row.status !== 'matched');
  return (
    <section className="card shadow-sm" aria-labelledby="remittance-uploaded-title" data-testid="uploaded-report">
      <div className="card-body">
        <h3 className="h6" id="remittance-uploaded-title">
          Uploaded {report.fileName || 'the report'}: {countOf(report.rows, 'row')} from {COURIER_NAMES[report.courier]}
        </h3>
        <ReportCounts report={report} />
        <h4 className="h6 mt-3">Rows needing attention ({attention.length})</h4>
        <RemittanceRowsTable rows={attention} empty="Every row matched its parcel's cash." />
        <Link to={`/admin/remittances/${report.id}`} className="d-inline-block mt-3">
          See every row of this report
        </Link>
      </div>
    </section>
  );
}
