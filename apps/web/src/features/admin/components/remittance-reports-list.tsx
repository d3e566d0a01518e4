import { COURIER_NAMES } from '@onsale/core/couriers';
import { formatRupees } from '@onsale/core/money';
import { countOf } from '@onsale/core/plural';
import { Link } from 'react-router';
import { RowsTable } from '../../../components/ui/list-page';
import { EmptyState } from '../../../components/ui/status-messages';
import type { RemittanceReportSummary } from '../api/get-remittances';
import { formatDateTime } from './format';
import { reportCountsText } from './remittance-text';
import './remittances.css';

/** The couriers' reports uploaded, newest first, each opening its rows. */
export function RemittanceReportsList({ reports }: { reports: RemittanceReportSummary[] }) {
  return (
    <section className="mb-4" aria-labelledby="remittance-reports-title">
      <h2 className="h5" id="remittance-reports-title">
        Reports
      </h2>
      <RowsTable
        rows={reports}
        empty={<EmptyState message="No reports uploaded yet." />}
        wrapperClassName="table-responsive bg-white rounded shadow-sm"
        tableClassName="table admin-table mb-0"
        head={
          <>
            <th scope="col">Report</th>
            <th scope="col">Uploaded</th>
            <th scope="col">Rows</th>
            <th scope="col" className="text-end">
              Collected
            </th>
            <th scope="col" className="text-end">
              Fees
            </th>
            {/* (positioned: the hidden word stays inside the scrolling table, not past a phone's screen) */}
            <th scope="col" className="text-end position-relative">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(report) => (
          <tr key={report.id} data-testid="remittance-report-row">
            <td className="remittance-report-name">
              <div className="fw-semibold">{COURIER_NAMES[report.courier]}</div>
              {report.fileName && <div className="small text-muted text-break">{report.fileName}</div>}
            </td>
            <td>
              <div className="text-nowrap">{formatDateTime(report.createdAt)}</div>
              <div className="small text-muted">{report.uploadedBy}</div>
            </td>
            <td>
              {countOf(report.rows, 'row')}
              <div className="small text-muted">{reportCountsText(report)}</div>
            </td>
            <td className="text-end text-nowrap">{formatRupees(report.collected)}</td>
            <td className="text-end text-nowrap">{formatRupees(report.fees)}</td>
            <td className="text-end">
              <Link
                to={`/admin/remittances/${report.id}`}
                className="btn btn-sm btn-outline-secondary"
                aria-label={`View the ${COURIER_NAMES[report.courier]} report of ${formatDateTime(report.createdAt)}`}
              >
                View
              </Link>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
