import {
  BUYER_ORDER_STATUS_BADGES,
  BUYER_ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type BuyerOrderStatus,
  type OrderStatus,
} from '@onsale/core/order-status';
import { formatRupees } from '@onsale/core/money';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ExportCsvLink } from '../../../components/ui/export-csv-link';
import { useListParams } from '../../../components/ui/list-page';
import { OrderStatusOptions } from '../../../components/ui/order-status-options';
import { adminOrdersExportUrl } from '../api/export-admin-orders';
import { useAdminOrders } from '../api/get-admin-orders';
import { useAdminSellers } from '../api/get-admin-sellers';
import { formatDateTime } from './format';
import { AdminListTable } from './list-controls';
import { PageHeader } from './page-header';

/** A seller order's status, or a whole order's as its buyer sees it: the same words and colours as the buyer's pages. */
export function StatusBadge({ status }: { status: BuyerOrderStatus }) {
  return (
    <span className={`badge text-bg-${BUYER_ORDER_STATUS_BADGES[status]}`}>{BUYER_ORDER_STATUS_LABELS[status]}</span>
  );
}

/** Every order with its seller orders; filter by status, seller and dates. */
export function OrdersPage() {
  const { params, page, go } = useListParams();
  const status = (ORDER_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as OrderStatus)
    : undefined;
  const filter = {
    status,
    sellerId: params.get('sellerId') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    q: params.get('q') || undefined,
    page,
  };
  const orders = useAdminOrders(filter);
  const sellers = useAdminSellers({ status: 'all', page: 1 });
  const [draft, setDraft] = useState({ q: filter.q ?? '', from: filter.from ?? '', to: filter.to ?? '' });
  const ids = { status: useId(), seller: useId(), from: useId(), to: useId(), q: useId() };

  // Any new filter starts again from the first page.
  const apply = (changes: Record<string, string | undefined>) => go({ page: undefined, ...changes });

  return (
    <>
      <PageHeader title="Orders">
        <ExportCsvLink href={adminOrdersExportUrl(filter)} />
      </PageHeader>
      <form
        className="card shadow-sm mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ q: draft.q.trim() || undefined, from: draft.from || undefined, to: draft.to || undefined });
        }}
      >
        <div className="card-body d-flex flex-wrap gap-2 align-items-end">
          <div>
            <label htmlFor={ids.status} className="form-label small">
              Status
            </label>
            <select
              id={ids.status}
              className="form-select form-select-sm"
              value={status ?? ''}
              onChange={(e) => apply({ status: e.target.value || undefined })}
            >
              <OrderStatusOptions anyLabel="Any" />
            </select>
          </div>
          <div>
            <label htmlFor={ids.seller} className="form-label small">
              Seller
            </label>
            <select
              id={ids.seller}
              className="form-select form-select-sm"
              value={filter.sellerId ?? ''}
              onChange={(e) => apply({ sellerId: e.target.value || undefined })}
            >
              <option value="">Any</option>
              {sellers.data?.data.map((s) => (
                <option key={s.userId} value={s.userId}>
                  {s.brandName}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.from} className="form-label small">
              From
            </label>
            <input
              id={ids.from}
              type="date"
              className="form-control form-control-sm"
              value={draft.from}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </div>
          <div>
            <label htmlFor={ids.to} className="form-label small">
              To
            </label>
            <input
              id={ids.to}
              type="date"
              className="form-control form-control-sm"
              value={draft.to}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </div>
          <div className="flex-grow-1">
            <label htmlFor={ids.q} className="form-label small">
              Order number, customer or e-mail
            </label>
            <input
              id={ids.q}
              type="search"
              className="form-control form-control-sm"
              value={draft.q}
              onChange={(e) => setDraft({ ...draft, q: e.target.value })}
            />
          </div>
          <button type="submit" className="btn btn-sm btn-outline-secondary">
            Filter
          </button>
        </div>
      </form>
      <AdminListTable
        query={orders}
        loadingLabel="Loading orders…"
        empty="No orders found."
        head={
          <>
            <th scope="col">Order</th>
            <th scope="col">Customer</th>
            <th scope="col">Placed</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">Seller orders</th>
          </>
        }
        row={(o) => (
          <tr key={o.id}>
            <td>
              <Link to={`/admin/orders/${o.id}`} className="fw-semibold">
                {o.number}
              </Link>
            </td>
            <td>
              {o.customerName}
              <div className="small text-muted">{o.customerEmail}</div>
            </td>
            <td className="text-nowrap small">{formatDateTime(o.createdAt)}</td>
            <td className="text-nowrap">{formatRupees(o.total)}</td>
            <td>
              <StatusBadge status={o.status} />
            </td>
            <td>
              {o.sellerOrders.map((p) => (
                <div key={p.id} className="small">
                  {p.sellerName} <StatusBadge status={p.status} />
                </div>
              ))}
            </td>
          </tr>
        )}
      />
    </>
  );
}
