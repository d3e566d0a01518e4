import type { SellerOrdersFilter } from './get-seller-orders';

/** The CSV download of every one of the seller's orders the filters match (all pages). */
export function sellerOrdersExportUrl(filter: SellerOrdersFilter): string {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  const query = params.toString();
  return `/api/seller/orders/export.csv${query ? `?${query}` : ''}`;
}
