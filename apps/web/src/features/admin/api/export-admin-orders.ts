import type { AdminOrdersFilter } from './get-admin-orders';
import { queryString } from './paged';

/** The CSV download of every order the filters match (all pages). */
export const adminOrdersExportUrl = ({ page: _page, ...filter }: AdminOrdersFilter) =>
  `/api/admin/orders/export.csv${queryString(filter)}`;
