import {
  ADMIN_MESSAGES,
  PRODUCT_SOURCE_FILTERS,
  PRODUCT_STOCK_FILTERS,
  type AdminProduct,
  type ProductSourceFilter,
  type ProductStockFilter,
} from '@onsale/core/contracts/admin';
import { formatRupees } from '@onsale/core/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { useListParams } from '../../../components/ui/list-page';
import { ExportCsvLink } from '../../../components/ui/export-csv-link';
import { StockAtAGlance } from '../../../components/stock/stock-at-a-glance';
import { useDeleteAdminProduct } from '../api/delete-admin-product';
import { adminProductsExportUrl } from '../api/export-admin-products';
import { useAdminProducts } from '../api/get-admin-products';
import { useSetProductFeatured } from '../api/set-product-featured';
import { ConfirmDialog, useConfirm } from '../../../components/ui/confirm-dialog';
import { messageOf } from '../../../lib/api-client';
import { AdminListTable, FilterPills, ListSearch } from './list-controls';
import { FlashMessages, PageHeader } from './page-header';
import { ProductEditModal } from './product-edit-modal';
import { useFlash } from './use-flash';

const STOCK_LABELS: Record<ProductStockFilter, string> = {
  all: 'Any stock',
  'sold-out': 'A size sold out',
};

const SOURCE_LABELS: Record<ProductSourceFilter, string> = {
  all: 'All',
  scraped: 'Scraped',
  manual: 'Manual',
  seller: 'Seller',
};

export function ProductsPage() {
  const { params, page, link, go } = useListParams();
  const source = (PRODUCT_SOURCE_FILTERS as readonly string[]).includes(params.get('source') ?? '')
    ? (params.get('source') as ProductSourceFilter)
    : 'all';
  const stock = (PRODUCT_STOCK_FILTERS as readonly string[]).includes(params.get('stock') ?? '')
    ? (params.get('stock') as ProductStockFilter)
    : 'all';
  const q = params.get('q') ?? '';
  const products = useAdminProducts({ source, stock, q: q || undefined, page });
  const featured = useSetProductFeatured();
  const remove = useDeleteAdminProduct();
  const flash = useFlash();
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const deleting = useConfirm<AdminProduct>((error) => `${ADMIN_MESSAGES.deleteProductFailed}: ${messageOf(error)}`);

  const toggleFeatured = async (product: AdminProduct) => {
    try {
      await featured.mutateAsync({ id: product.id, featured: !product.featured });
      flash.succeed(product.featured ? `${product.name} is no longer featured` : `${product.name} is featured`);
    } catch (error) {
      flash.fail(`${ADMIN_MESSAGES.updateProductFailed}: ${messageOf(error)}`);
    }
  };

  return (
    <>
      <PageHeader title="Products">
        <div className="d-flex flex-wrap gap-2">
          <ExportCsvLink href={adminProductsExportUrl({ source, stock, q: q || undefined, page })} />
          <Link to="/admin/imports" className="btn btn-sm btn-accent">
            Import products
          </Link>
        </div>
      </PageHeader>
      <FlashMessages flash={flash} />
      <div className="d-flex flex-wrap gap-2 mb-3 align-items-center">
        <FilterPills
          values={PRODUCT_SOURCE_FILTERS}
          current={source}
          param="source"
          link={link}
          labelOf={(value) => SOURCE_LABELS[value]}
        />
        <FilterPills
          values={PRODUCT_STOCK_FILTERS}
          current={stock}
          param="stock"
          link={link}
          labelOf={(value) => STOCK_LABELS[value]}
        />
        <ListSearch
          q={q}
          label="Search products"
          placeholder="Search name, brand, category"
          onSearch={(q) => go({ q, page: undefined })}
        />
      </div>
      <AdminListTable
        query={products}
        loadingLabel="Loading products…"
        empty="No products found."
        summary={(list) => <p className="small text-muted">{list.total} products</p>}
        head={
          <>
            <th scope="col">
              <span className="visually-hidden">Image</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col">Category</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
            <th scope="col">Source</th>
            <th scope="col">Featured</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(p) => (
          <tr key={p.id}>
            <td>
              <img src={p.image} alt="" className="admin-thumb" loading="lazy" />
            </td>
            <td>
              {p.hiddenReason ? (
                <span className="fw-semibold">{p.name}</span>
              ) : (
                <a
                  href={`/product/${p.slug}`}
                  target="_blank"
                  rel="noreferrer"
                  className="fw-semibold text-decoration-none"
                >
                  {p.name}
                </a>
              )}
              <div className="small text-muted">{p.brand}</div>
              {p.hiddenReason && <span className="badge text-bg-warning">Hidden: {p.hiddenReason}</span>}
            </td>
            <td>{p.categoryName}</td>
            <td className="text-nowrap">
              {formatRupees(p.price)}
              {p.originalPrice && p.originalPrice > p.price && (
                <div className="small text-muted text-decoration-line-through">{formatRupees(p.originalPrice)}</div>
              )}
            </td>
            <td>
              <StockAtAGlance product={p} />
            </td>
            <td>
              <span className="badge text-bg-light border">{p.source}</span>
              {p.source === 'scraped' && <div className="small text-muted">{p.website}</div>}
            </td>
            <td>
              <div className="form-check form-switch">
                <input
                  className="form-check-input"
                  type="checkbox"
                  role="switch"
                  aria-label={`Featured: ${p.name}`}
                  checked={p.featured}
                  disabled={featured.isPending}
                  onChange={() => void toggleFeatured(p)}
                />
              </div>
            </td>
            <td className="text-nowrap text-end">
              <button
                type="button"
                className="btn btn-sm btn-outline-primary me-1"
                onClick={() => setEditing(p)}
                aria-label={`Edit ${p.name}`}
              >
                Edit
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => deleting.ask(p)}
                aria-label={`Delete ${p.name}`}
              >
                Delete
              </button>
            </td>
          </tr>
        )}
      />
      {editing && (
        <ProductEditModal
          product={editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            flash.succeed(message);
          }}
        />
      )}
      {deleting.item && (
        <ConfirmDialog
          title="Delete product"
          confirmLabel="Delete"
          busy={remove.isPending}
          failure={deleting.failure}
          onConfirm={() =>
            void deleting.confirm(async (product) => {
              await remove.mutateAsync(product.id);
              flash.succeed(`${product.name} deleted`);
            })
          }
          onClose={deleting.close}
        >
          Are you sure you want to delete <strong>{deleting.item.name}</strong>? It disappears from the shop straight
          away.
        </ConfirmDialog>
      )}
    </>
  );
}
