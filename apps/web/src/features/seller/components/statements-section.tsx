import { formatRupees } from '@onsale/core/money';
import { Link } from 'react-router';
import { ListTable } from '../../../components/ui/list-page';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { statementPath, useSellerStatement } from '../api/get-seller-statement';
import { useSellerStatements } from '../api/get-seller-statements';
import { weekText } from '../utils/finance-text';
import { LedgerTable } from './ledger-table';

/** A statement's download: a plain link, so the browser saves the file the server sends. */
function DownloadLink({
  week,
  file,
  label,
  fullName,
}: {
  week: string;
  file: 'csv' | 'pdf';
  label: string;
  /** what a screen reader says where the label alone is too short ("CSV" in a row of weeks) */
  fullName?: string;
}) {
  return (
    <a
      href={`/api${statementPath(week, file)}`}
      download
      className="btn btn-sm btn-outline-secondary"
      aria-label={fullName}
    >
      {label}
    </a>
  );
}

/**
 * The weekly statements, newest first: each week's opening balance, what it earned, what was paid
 * out, its closing balance and what a payout pays of it; each opens its lines (`week` is shown).
 */
export function StatementsSection({ week, link }: { week: string | null; link: (week: string | null) => string }) {
  const statements = useSellerStatements(week === null);
  if (week !== null) return <StatementView week={week} back={link(null)} />;
  return (
    <>
      <p className="text-muted small">
        Each week&apos;s statement counts the lines that became payable that week, Monday to Sunday: it opens with the
        week before&apos;s closing balance and closes with what is left after the week&apos;s payouts.
      </p>
      <ListTable
        query={statements}
        loadingLabel="Loading statements…"
        errorMessage="Failed to load statements"
        empty={<EmptyState message="No statements yet. A week's statement is made once an earning in it is payable." />}
        wrapperClassName="table-responsive"
        tableClassName="table table-sm align-middle"
        head={
          <>
            <th scope="col">Week</th>
            <th scope="col" className="text-end">
              Opening
            </th>
            <th scope="col" className="text-end">
              Earned
            </th>
            <th scope="col" className="text-end">
              Paid out
            </th>
            <th scope="col" className="text-end">
              Closing
            </th>
            <th scope="col" className="text-end">
              To pay
            </th>
            {/* (positioned: the hidden word stays inside the scrolling table, not past a phone's screen) */}
            <th scope="col" className="text-end position-relative">
              <span className="visually-hidden">Open or download</span>
            </th>
          </>
        }
        row={(statement) => (
          <tr key={statement.week} data-testid="statement-row">
            <td className="text-nowrap">
              <Link to={link(statement.week)}>{weekText(statement.week, statement.weekEnd)}</Link>
              <div className="small text-muted">
                {statement.lines} {statement.lines === 1 ? 'line' : 'lines'}
              </div>
            </td>
            <td className="text-end text-nowrap">{formatRupees(statement.opening)}</td>
            <td className="text-end text-nowrap">{formatRupees(statement.earned)}</td>
            <td className="text-end text-nowrap">{formatRupees(statement.paidOut)}</td>
            <td className="text-end text-nowrap">{formatRupees(statement.closing)}</td>
            <td className="text-end text-nowrap fw-semibold">{formatRupees(statement.toPay)}</td>
            <td className="text-end">
              <div className="d-flex gap-1 justify-content-end">
                <DownloadLink
                  week={statement.week}
                  file="csv"
                  label="CSV"
                  fullName={`Download the statement for ${weekText(statement.week, statement.weekEnd)} as CSV`}
                />
                <DownloadLink
                  week={statement.week}
                  file="pdf"
                  label="PDF"
                  fullName={`Download the statement for ${weekText(statement.week, statement.weekEnd)} as PDF`}
                />
              </div>
            </td>
          </tr>
        )}
      />
    </>
  );
}

function StatementView({ week, back }: { week: string; back: string }) {
  const statement = useSellerStatement(week);
  const backLink = (
    <p className="small mb-2">
      <Link to={back}>← All statements</Link>
    </p>
  );
  if (statement.isPending) return <LoadingState label="Loading statement…" />;
  if (statement.isError) {
    const missing = statement.error instanceof ApiRequestError && statement.error.status < 500;
    return (
      <>
        {backLink}
        <ErrorState
          error={statement.error}
          message={missing ? messageOf(statement.error) : 'Failed to load the statement'}
          onRetry={missing ? undefined : () => void statement.refetch()}
          retrying={statement.isFetching}
        />
      </>
    );
  }
  const s = statement.data;
  const figures: [string, number][] = [
    ['Opening balance', s.opening],
    ['Earned this week', s.earned],
    ['Paid out this week', s.paidOut],
    ['Closing balance', s.closing],
    ['To pay', s.toPay],
  ];
  return (
    <section aria-labelledby="statement-title" data-testid="statement">
      {backLink}
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 className="h5 mb-0" id="statement-title">
          Statement for {weekText(s.week, s.weekEnd)}
        </h2>
        <div className="d-flex gap-2">
          <DownloadLink week={s.week} file="csv" label="Download CSV" />
          <DownloadLink week={s.week} file="pdf" label="Download PDF" />
        </div>
      </div>
      <dl className="statement-figures mb-3">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatRupees(value)}</dd>
          </div>
        ))}
      </dl>
      {s.closing < 0 && (
        <p className="small text-muted">
          The week closed below zero: what is owed is taken from the next weeks&apos; earnings before a payout.
        </p>
      )}
      <LedgerTable lines={s.lines} empty="No lines this week." />
      {s.lines.length < s.lineCount && (
        <p className="small text-muted">
          Showing {s.lines.length} of {s.lineCount} lines: the CSV and PDF have them all.
        </p>
      )}
    </section>
  );
}
