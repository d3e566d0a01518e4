import { COURIER_NAMES } from '@onsale/core/couriers';
import { REMITTANCE_MESSAGES, REMITTANCE_STATUS_LABELS, REMITTANCE_STATUSES } from '@onsale/core/remittances';
import { Link, useParams } from 'react-router';
import { useListParams } from '../../../components/ui/list-page';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { ApiRequestError, messageOf } from '../../../lib/api-client';
import { useRemittanceReport } from '../api/get-remittance-report';
import { formatDateTime } from './format';
import { FilterPills } from './list-controls';
import { PageHeader } from './page-header';
import { RemittanceRowsTable, ReportCounts } from './remittance-rows';

const FILTERS = ['all', ...REMITTANCE_STATUSES] as const;
type Filter = (typeof FILTERS)[number];

/** /admin/remittances/:reportId: a courier's report, its counts and every row as matched to its parcel; a pill shows one status. */
export function RemittanceReportPage() {
  const { reportId = '' } = useParams();
  const report = useRemittanceReport(reportId);
  const { params, link } = useListParams();
  const asked = params.get('status') ?? 'all';
  const filter: Filter = (FILTERS as readonly string[]).includes(asked) ? (asked as Filter) : 'all';

  const back = (
    <p className="small mb-2">
      <Link to="/admin/remittances">← Cash remittances</Link>
    </p>
  );
  if (report.isPending) return <LoadingState label="Loading the report…" />;
  if (report.isError) {
    const missing = report.error instanceof ApiRequestError && report.error.status === 404;
    return (
      <>
        {back}
        <ErrorState
          error={report.error}
          message={missing ? REMITTANCE_MESSAGES.notFound : messageOf(report.error)}
          onRetry={missing ? undefined : () => void report.refetch()}
          retrying={report.isFetching}
        />
      </>
    );
  }

  const r = report.data;
  const rows = filter === 'all' ? r.items : r.items.filter((row) => row.status === filter);
  return (
    <>
      {back}
      <PageHeader title={`${COURIER_NAMES[r.courier]} remittance report`} />
      <p className="text-muted">
        {r.fileName && <span className="text-body text-break">{r.fileName}</span>}
        {r.fileName && ' · '}uploaded {formatDateTime(r.createdAt)} by {r.uploadedBy}
      </p>
      <div className="card shadow-sm mb-4">
        <div className="card-body">
          <ReportCounts report={r} />
        </div>
      </div>
      <FilterPills
        values={FILTERS}
        current={filter}
        param="status"
        link={link}
        labelOf={(value) => (value === 'all' ? 'All rows' : REMITTANCE_STATUS_LABELS[value])}
        className="mb-3"
      />
      <RemittanceRowsTable
        rows={rows}
        empty={
          filter === 'all'
            ? 'This report has no rows.'
            : `No “${REMITTANCE_STATUS_LABELS[filter]}” rows in this report.`
        }
      />
    </>
  );
}
