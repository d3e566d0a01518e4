import type { AdminProductsFilter } from './get-admin-products';
import { queryString } from './paged';

/** The CSV download of every product the filters match (all pages). */
export const adminProductsExportUrl = ({ page: _page, source, stock, q }: AdminProductsFilter) =>
  `/api/admin/products/export.csv${queryString({
    source: source === 'all' ? undefined : source,
    stock: stock === 'all' ? undefined : stock,
    q,
  })}`;
