import { formatCancellationRate } from '@onsale/core/cancellation';
import { formatRupees } from '@onsale/core/money';
import { Link } from 'react-router';
import { RowsTable } from '../../../components/ui/list-page';
import { SafeImage } from '../../../components/ui/safe-image';
import { ErrorState, LoadingState } from '../../../components/ui/status-messages';
import { useSellerDashboard } from '../api/get-seller-dashboard';
import { ActionLink } from './action-link';
import { useSeller } from './seller-context';
import { StatCards } from './stat-cards';

/** /seller: the counts that matter today and the five newest products. */
export function DashboardPage() {
  const { profile, approved } = useSeller();
  const dashboard = useSellerDashboard();

  if (dashboard.isPending) return <LoadingState label="Loading your dashboard…" />;
  if (dashboard.isError)
    return (
      <ErrorState
        message="Failed to load products"
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    );
  const d = dashboard.data;
  const stats = [
    { label: 'Products', value: String(d.productCount) },
    { label: 'Pending orders', value: String(d.pendingOrders) },
    { label: 'Orders this month', value: String(d.ordersThisMonth) },
    { label: 'Revenue this month', value: formatRupees(d.revenueThisMonth) },
    // Parts the seller cancelled out of parts placed: shoppers' own cancels do not count.
    { label: 'Cancelled by you (30 days)', value: formatCancellationRate(d.cancellationRate) },
  ];

  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">Seller Dashboard</h1>
        <div className="d-flex flex-wrap gap-2">
          <ActionLink to="/seller/manage-products?add=1" enabled={approved} primary>
            Add Product
          </ActionLink>
          <ActionLink to="/seller/manage-products" enabled={approved}>
            Manage Products
          </ActionLink>
          <ActionLink to="/seller/orders" enabled={approved}>
            View Orders
          </ActionLink>
          <ActionLink to="/seller/settings" enabled={approved}>
            Edit Brand
          </ActionLink>
        </div>
      </div>
      <p className="text-muted">Welcome, {profile.firstName || profile.brandName}.</p>

      <StatCards stats={stats} columnClassName="col-6 col-md-4 col-xl" />

      <h2 className="h5">Recent products</h2>
      <RowsTable
        rows={d.recentProducts}
        empty="No products found."
        head={
          <>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
            <th scope="col" className="text-end">
              Actions
            </th>
          </>
        }
        row={(product) => (
          <tr key={product.id}>
            <td>
              <div className="d-flex align-items-center gap-2">
                <SafeImage src={product.image} alt="" width={48} height={48} className="seller-thumb" />
                <Link to={`/product/${product.slug}`}>{product.name}</Link>
              </div>
            </td>
            <td className="text-nowrap">{formatRupees(product.price)}</td>
            <td>{product.stock}</td>
            <td className="text-end">
              <div className="d-inline-flex gap-2">
                <ActionLink
                  to={`/seller/manage-products?edit=${product.id}`}
                  enabled={approved}
                  small
                  label={`Edit ${product.name}`}
                >
                  Edit
                </ActionLink>
                <ActionLink
                  to={`/seller/manage-products?delete=${product.id}`}
                  enabled={approved}
                  small
                  danger
                  label={`Delete ${product.name}`}
                >
                  Delete
                </ActionLink>
              </div>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
