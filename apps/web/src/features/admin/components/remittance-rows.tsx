import type { RemittanceRow } from '@onsale/core/contracts/finance';
import { COURIER_NAMES } from '@onsale/core/couriers';
import { formatRupees } from '@onsale/core/money';
import { formatCount } from '@onsale/core/numbers';
import { REMITTANCE_STATUS_LABELS, type RemittanceStatus } from '@onsale/core/remittances';
import { formatShopDay } from '@onsale/core/time';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RowsTable } from '../../../components/ui/list-page';
import type { RemittanceReportSummary } from '../api/get-remittances';
import { REMITTANCE_STATUS_TONES, remittanceRowNote } from './remittance-text';
import './remittances.css';

export function RemittanceStatusBadge({ status }: { status: RemittanceStatus }) {
  return <span className={`badge text-bg-${REMITTANCE_STATUS_TONES[status]}`}>{REMITTANCE_STATUS_LABELS[status]}</span>;
}

/** A report's counts: its rows by status, and the cash and fees it remits. */
export function ReportCounts({ report }: { report: RemittanceReportSummary }) {
  const counts: [string, string][] = [
    ['Rows', formatCount(report.rows)],
    [REMITTANCE_STATUS_LABELS.matched, formatCount(report.matched)],
    [REMITTANCE_STATUS_LABELS.amount_differs, formatCount(report.amountDiffers)],
    [REMITTANCE_STATUS_LABELS.unknown_parcel, formatCount(report.unknownParcel)],
    [REMITTANCE_STATUS_LABELS.duplicate, formatCount(report.duplicate)],
    ['Collected', formatRupees(report.collected)],
    ['Fees', formatRupees(report.fees)],
  ];
  return (
    <dl className="remittance-counts" data-testid="remittance-counts">
      {counts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Rows of couriers' reports, each against its parcel: the status and what to check, the courier's
 * tracking number, the order (linked to its page), the cash expected and remitted, the fee and the
 * day. `linkToReport` links each row's number to its report (the rows of several reports).
 */
export function RemittanceRowsTable({
  rows,
  empty,
  linkToReport = false,
}: {
  rows: RemittanceRow[];
  empty: ReactNode;
  linkToReport?: boolean;
}) {
  return (
    <RowsTable
      rows={rows}
      empty={empty}
      wrapperClassName="table-responsive bg-white rounded shadow-sm"
      tableClassName="table admin-table mb-0"
      head={
        <>
          <th scope="col">Row</th>
          <th scope="col">Status</th>
          <th scope="col">Parcel</th>
          <th scope="col">Order</th>
          <th scope="col" className="text-end">
            Expected
          </th>
          <th scope="col" className="text-end">
            Remitted
          </th>
          <th scope="col" className="text-end">
            Fee
          </th>
          <th scope="col">Date</th>
        </>
      }
      row={(row) => {
        const note = remittanceRowNote(row);
        return (
          <tr key={row.id} data-testid="remittance-row">
            <td className="text-nowrap">
              {linkToReport ? (
                <Link to={`/admin/remittances/${row.uploadId}`} aria-label={`Row ${row.row} of its report`}>
                  Row {row.row}
                </Link>
              ) : (
                row.row
              )}
            </td>
            <td>
              <RemittanceStatusBadge status={row.status} />
              {note && <div className="small text-muted">{note}</div>}
            </td>
            <td>
              <div className="font-monospace text-nowrap">{row.trackingNumber}</div>
              <div className="small text-muted">{COURIER_NAMES[row.courier]}</div>
            </td>
            <td>
              {row.orderId && row.orderNumber ? (
                <>
                  <Link to={`/admin/orders/${row.orderId}`} className="fw-semibold text-nowrap">
                    {row.orderNumber}
                  </Link>
                  {row.brandName && <div className="small text-muted">{row.brandName}</div>}
                </>
              ) : (
                '—'
              )}
            </td>
            <td className="text-end text-nowrap">{row.expected === null ? '—' : formatRupees(row.expected)}</td>
            <td className={`text-end text-nowrap ${row.status === 'amount_differs' ? 'text-danger fw-semibold' : ''}`}>
              {formatRupees(row.amount)}
            </td>
            <td className="text-end text-nowrap">{formatRupees(row.fee)}</td>
            <td className="text-nowrap">{formatShopDay(row.remittedOn, 'date')}</td>
          </tr>
        );
      }}
    />
  );
}
