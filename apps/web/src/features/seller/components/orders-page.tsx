import { formatShopTime } from '@onsale/core/time';
import { SELLER_ORDER_STATUSES, SELLER_ORDER_STATUS_LABELS, type SellerOrderStatus } from '@onsale/core/seller-order-status';
import { formatRupees } from '@onsale/core/money';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ExportCsvLink } from '../../../components/ui/export-csv-link';
import { ListTable } from '../../../components/ui/list-page';
import { EmptyState } from '../../../components/ui/status-messages';
import { usePageMeta } from '../../../lib/seo/use-page-meta';
import { sellerOrdersExportUrl } from '../api/export-seller-orders';
import { useSellerOrders } from '../api/get-seller-orders';
import { NotApprovedNotice } from './not-approved-notice';
import { OrderStatusPill } from './order-status-pill';
import { useSeller } from './seller-context';

/** /seller/orders: the seller orders holding this seller's items, by status and searched by number, name or e-mail. */
export function OrdersPage() {
  const { approved } = useSeller();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = (SELLER_ORDER_STATUSES as readonly string[]).includes(statusParam ?? '') ? (statusParam as SellerOrderStatus) : undefined;
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const orders = useSellerOrders({ status, q, page }, approved);
  usePageMeta('Seller Orders', undefined);

  if (!approved) {
    return (
      <section>
        <h1 className="h3 mb-3">Orders</h1>
        <NotApprovedNotice what="Orders" />
      </section>
    );
  }

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const pageLink = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    return `?${next}`;
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() || null, page: null });
  };

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Orders</h1>
        <ExportCsvLink href={sellerOrdersExportUrl({ status, q })} />
      </div>
      <form className="row g-2 mb-3" role="search" onSubmit={onSearch}>
        <div className="col-12 col-md-6">
          <label htmlFor="seller-order-search" className="visually-hidden">
            Search orders
          </label>
          <input id="seller-order-search" type="search" className="form-control" placeholder="Order number, customer name or e-mail" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="col-8 col-md-4">
          <label htmlFor="seller-order-status" className="visually-hidden">
            Status
          </label>
          <select id="seller-order-status" className="form-select" value={status ?? ''} onChange={(e) => update({ status: e.target.value || null, page: null })}>
            <option value="">All statuses</option>
            {SELLER_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SELLER_ORDER_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-4 col-md-2 d-grid">
          <button type="submit" className="btn btn-outline-secondary">
            Search
          </button>
        </div>
      </form>

      <ListTable
        query={orders}
        loadingLabel="Loading orders…"
        errorMessage="Failed to load orders"
        empty={<EmptyState message={q || status ? 'No orders match your search.' : 'No orders yet.'} />}
        pages={{ page, linkTo: pageLink, label: 'Order pages' }}
        head={
          <>
            <th scope="col">Order</th>
            <th scope="col">Date</th>
            <th scope="col">Customer</th>
            <th scope="col">Items</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col" className="text-end">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(order) => (
          <tr key={order.id}>
            <td className="fw-semibold">{order.orderNumber}</td>
            <td>{formatShopTime(order.createdAt, 'date-time')}</td>
            <td>
              {order.customerName}
              <div className="small text-muted">{order.customerEmail}</div>
            </td>
            <td>{order.itemCount}</td>
            <td>{formatRupees(order.total)}</td>
            <td>
              <OrderStatusPill status={order.status} />
            </td>
            <td className="text-end">
              <Link to={`/seller/orders/${order.id}`} className="btn btn-sm btn-outline-secondary" aria-label={`View order ${order.orderNumber}`}>
                View
              </Link>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
