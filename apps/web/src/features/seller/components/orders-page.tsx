import { formatShopTime } from '@onsale/core/time';
import { SELLER_ORDER_STATUSES, type SellerOrderStatus } from '@onsale/core/seller-order-status';
import { formatRupees } from '@onsale/core/money';
import { Link } from 'react-router';
import { ExportCsvLink } from '../../../components/ui/export-csv-link';
import { ListTable, useListParams } from '../../../components/ui/list-page';
import { OrderStatusOptions } from '../../../components/ui/order-status-options';
import { EmptyState } from '../../../components/ui/status-messages';
import { sellerOrdersExportUrl } from '../api/export-seller-orders';
import { useSellerOrders } from '../api/get-seller-orders';
import { NotApprovedNotice } from './not-approved-notice';
import { CustomerSignal } from './customer-signal';
import { NotConfirmedNote } from './not-confirmed-note';
import { OrderStatusPill } from './order-status-pill';
import { SearchWithFilter } from './search-with-filter';
import { useSeller } from './seller-context';

/** /seller/orders: the seller orders holding this seller's items, by status and searched by number, name or e-mail. */
export function OrdersPage() {
  const { approved } = useSeller();
  const { params, page, go, pageLink } = useListParams();
  const statusParam = params.get('status');
  const status = (SELLER_ORDER_STATUSES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as SellerOrderStatus)
    : undefined;
  const q = params.get('q') ?? '';
  const orders = useSellerOrders({ status, q, page }, approved);

  if (!approved) {
    return (
      <section>
        <h1 className="h3 mb-3">Orders</h1>
        <NotApprovedNotice what="Orders" />
      </section>
    );
  }

  return (
    <section>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Orders</h1>
        <ExportCsvLink href={sellerOrdersExportUrl({ status, q })} />
      </div>
      <SearchWithFilter
        search={{
          id: 'seller-order-search',
          label: 'Search orders',
          placeholder: 'Order number, customer name or e-mail',
        }}
        q={q}
        filter={{
          id: 'seller-order-status',
          label: 'Status',
          value: status ?? '',
          options: <OrderStatusOptions anyLabel="All statuses" />,
        }}
        onSearch={(q) => go({ q, page: undefined })}
        onFilter={(status) => go({ status, page: undefined })}
      />

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
          <tr
            key={order.id}
            className={order.confirmation === 'awaiting' ? 'seller-order-unconfirmed' : undefined}
            data-testid="seller-order-row"
          >
            <td className="fw-semibold">{order.orderNumber}</td>
            <td>{formatShopTime(order.createdAt, 'date-time')}</td>
            <td>
              {order.customerName}
              <div className="small text-muted">{order.customerEmail}</div>
              <CustomerSignal signal={order.customerSignal} />
            </td>
            <td>{order.itemCount}</td>
            <td className="text-nowrap">{formatRupees(order.total)}</td>
            <td>
              <OrderStatusPill status={order.status} />
              {order.confirmation === 'awaiting' && <NotConfirmedNote />}
            </td>
            <td className="text-end">
              <Link
                to={`/seller/orders/${order.id}`}
                className="btn btn-sm btn-outline-secondary"
                aria-label={`View order ${order.orderNumber}`}
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
