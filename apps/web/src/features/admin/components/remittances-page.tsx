import { COURIER_NAMES } from '@onsale/core/couriers';
import { formatRupees } from '@onsale/core/money';
import { countOf } from '@onsale/core/plural';
import { UNREMITTED_AFTER_DAYS } from '@onsale/core/remittances';
import { useId } from 'react';
import { Link } from 'react-router';
import { RowsTable, useListParams } from '../../../components/ui/list-page';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { messageOf } from '../../../lib/api-client';
import { useRemittances, type RemittancesOverview } from '../api/get-remittances';
import { formatDate } from './format';
import { PageHeader } from './page-header';
import { RemittanceReportsList } from './remittance-reports-list';
import { RemittanceRowsTable } from './remittance-rows';
import { RemittanceUploadForm } from './remittance-upload-form';

/** How long ago a parcel was delivered before its missing cash is shown; the address's `days` picks one. */
const DAY_CHOICES = [...new Set([1, 3, UNREMITTED_AFTER_DAYS, 14, 30, 60, 90])].sort((a, b) => a - b);

const TABLE = {
  wrapperClassName: 'table-responsive bg-white rounded shadow-sm',
  tableClassName: 'table admin-table mb-0',
};

/**
 * /admin/remittances: the cash couriers collect on delivery and send on. The admin uploads a
 * courier's report; the page shows the rows to look at (the amount differs, no such parcel, or
 * remitted twice), the delivered parcels whose cash has not come, the fees per courier and the
 * reports uploaded.
 */
export function RemittancesPage() {
  const { params, go } = useListParams();
  const asked = Number(params.get('days'));
  const days = DAY_CHOICES.includes(asked) ? asked : UNREMITTED_AFTER_DAYS;
  const overview = useRemittances(days);

  return (
    <>
      <PageHeader title="Cash remittances" />
      <RemittanceUploadForm />
      {overview.isPending ? (
        <LoadingState label="Loading remittances…" />
      ) : overview.isError ? (
        <ErrorState
          error={overview.error}
          message={messageOf(overview.error)}
          onRetry={() => void overview.refetch()}
          retrying={overview.isFetching}
        />
      ) : (
        <>
          <AttentionSection rows={overview.data.attention} />
          <UnremittedSection
            unremitted={overview.data.unremitted}
            days={days}
            onDays={(value) => go({ days: value === UNREMITTED_AFTER_DAYS ? undefined : String(value) })}
          />
          <CourierFeesSection couriers={overview.data.couriers} />
          <RemittanceReportsList reports={overview.data.reports} />
        </>
      )}
    </>
  );
}

function AttentionSection({ rows }: { rows: RemittancesOverview['attention'] }) {
  return (
    <section className="mb-5" aria-labelledby="remittance-attention-title">
      <h2 className="h5" id="remittance-attention-title">
        Needs attention {rows.length > 0 && <span className="badge rounded-pill text-bg-danger">{rows.length}</span>}
      </h2>
      <p className="small text-muted">
        Rows of the couriers&apos; reports whose amount is not the parcel&apos;s cash, whose tracking number is no
        parcel of that courier, or whose parcel was remitted before. Take them up with the courier.
      </p>
      <RemittanceRowsTable rows={rows} empty="No remittance needs attention." linkToReport />
    </section>
  );
}

function UnremittedSection({
  unremitted,
  days,
  onDays,
}: {
  unremitted: RemittancesOverview['unremitted'];
  days: number;
  onDays: (days: number) => void;
}) {
  const daysId = useId();
  return (
    <section className="mb-5" aria-labelledby="unremitted-title">
      <h2 className="h5" id="unremitted-title">
        Delivered, not remitted
      </h2>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <label htmlFor={daysId} className="small">
          Delivered at least
        </label>
        <select
          id={daysId}
          className="form-select form-select-sm w-auto"
          value={days}
          onChange={(event) => onDays(Number(event.target.value))}
        >
          {DAY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {countOf(choice, 'day')} ago
            </option>
          ))}
        </select>
      </div>
      <p className="mb-2" data-testid="unremitted-total">
        {unremitted.count === 0 ? (
          "Every delivered parcel's cash has been remitted."
        ) : (
          <>
            <strong>{countOf(unremitted.count, 'parcel')}</strong> delivered {countOf(days, 'day')} ago or more,{' '}
            <strong>{formatRupees(unremitted.amount)}</strong> of cash no courier has remitted yet.
            {unremitted.items.length < unremitted.count && ` The ${unremitted.items.length} delivered longest ago:`}
          </>
        )}
      </p>
      {unremitted.count > 0 && (
        <RowsTable
          {...TABLE}
          rows={unremitted.items}
          empty={null}
          head={
            <>
              <th scope="col">Order</th>
              <th scope="col">Seller</th>
              <th scope="col">Courier</th>
              <th scope="col">Tracking number</th>
              <th scope="col">Delivered</th>
              <th scope="col" className="text-end">
                Cash expected
              </th>
            </>
          }
          row={(parcel) => (
            <tr key={parcel.sellerOrderId} data-testid="unremitted-parcel">
              <td>
                <Link to={`/admin/orders/${parcel.orderId}`} className="fw-semibold text-nowrap">
                  {parcel.orderNumber}
                </Link>
              </td>
              <td>{parcel.brandName}</td>
              <td>{parcel.courier ? COURIER_NAMES[parcel.courier] : '—'}</td>
              <td className="font-monospace text-nowrap">{parcel.trackingNumber ?? '—'}</td>
              <td className="text-nowrap">{formatDate(parcel.deliveredAt)}</td>
              <td className="text-end text-nowrap">{formatRupees(parcel.expected)}</td>
            </tr>
          )}
        />
      )}
    </section>
  );
}

function CourierFeesSection({ couriers }: { couriers: RemittancesOverview['couriers'] }) {
  return (
    <section className="mb-5" aria-labelledby="courier-fees-title">
      <h2 className="h5" id="courier-fees-title">
        Fees per courier
      </h2>
      <RowsTable
        {...TABLE}
        rows={couriers}
        empty="No courier has remitted cash yet."
        head={
          <>
            <th scope="col">Courier</th>
            <th scope="col" className="text-end">
              Parcels
            </th>
            <th scope="col" className="text-end">
              Collected
            </th>
            <th scope="col" className="text-end">
              Fees
            </th>
          </>
        }
        row={(courier) => (
          <tr key={courier.courier} data-testid="courier-fees">
            <td>{COURIER_NAMES[courier.courier]}</td>
            <td className="text-end">{courier.parcels}</td>
            <td className="text-end text-nowrap">{formatRupees(courier.collected)}</td>
            <td className="text-end text-nowrap">{formatRupees(courier.fees)}</td>
          </tr>
        )}
      />
    </section>
  );
}
