import { countOf } from '@onsale/core/plural';
import { formatRupees } from '@onsale/core/money';
import type { SellerProduct } from '@onsale/core/contracts/seller';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { StockAtAGlance } from '../../../components/stock/stock-at-a-glance';
import { ListTable, useListParams } from '../../../components/ui/list-page';
import { EmptyState } from '../../../components/ui/status-messages';
import { useSellerProduct } from '../api/get-seller-product';
import { useSellerProducts } from '../api/get-seller-products';
import { CategoryOptions } from './category-options';
import { DeleteProductModal } from './delete-product-modal';
import { FlashMessage } from './flash-message';
import { ProductFormModal } from './product-form-modal';
import { SearchWithFilter } from './search-with-filter';
import { useSeller } from './seller-context';

/**
 * /seller/products and /seller/manage-products: the seller's own products with search and a
 * category filter. `?add=1`, `?edit=<id>` and `?delete=<id>` open the matching dialog, so the
 * dashboard's buttons can link straight to them.
 */
export function ProductsPage() {
  const { profile, approved } = useSeller();
  const { params, page, go, pageLink } = useListParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const editId = approved ? params.get('edit') : null;
  const deleteId = approved ? params.get('delete') : null;
  const adding = approved && params.get('add') === '1';
  const [flash, setFlash] = useState<string | null>(null);
  const clearFlash = useCallback(() => setFlash(null), []);
  // Stays until dismissed: what shoppers see of a product just saved, when it is not the stated discount.
  const [savedNote, setSavedNote] = useState<{ name: string; note: string } | null>(null);

  const products = useSellerProducts({ q, category, page });
  const target = useSellerProduct(editId ?? deleteId);

  const closeDialog = () => go({ add: undefined, edit: undefined, delete: undefined });
  const done = (message: string) => {
    closeDialog();
    setFlash(message);
  };
  const saved = (message: string, product: SellerProduct) => {
    done(message);
    setSavedNote(product.discountNote ? { name: product.name, note: product.discountNote } : null);
  };

  return (
    <section>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">My Products</h1>
        <button type="button" className="btn btn-accent" disabled={!approved} onClick={() => go({ add: '1' })}>
          Add Product
        </button>
      </div>
      <FlashMessage message={flash} onDone={clearFlash} />
      {savedNote && (
        <div
          className="alert alert-warning d-flex align-items-start gap-2"
          role="status"
          data-testid="saved-discount-note"
        >
          <div className="flex-grow-1">
            <strong>{savedNote.name}:</strong> {savedNote.note}
          </div>
          <button type="button" className="btn-close" aria-label="Dismiss" onClick={() => setSavedNote(null)} />
        </div>
      )}

      <SearchWithFilter
        search={{ id: 'seller-product-search', label: 'Search your products', placeholder: 'Search your products' }}
        q={q}
        filter={{
          id: 'seller-product-category',
          label: 'Category',
          value: category,
          options: (
            <>
              <option value="">All categories</option>
              <CategoryOptions />
            </>
          ),
        }}
        onSearch={(q) => go({ q, page: undefined })}
        onFilter={(category) => go({ category, page: undefined })}
      />

      <ListTable
        query={products}
        loadingLabel="Loading products…"
        errorMessage="Failed to load products"
        empty={<EmptyState message="No products found." />}
        summary={(list) => (
          <p className="small text-muted">
            Showing {list.data.length} of {countOf(list.total, 'product')}
          </p>
        )}
        pages={{ page, linkTo: pageLink, label: 'Product pages' }}
        head={
          <>
            <th scope="col">Product</th>
            <th scope="col">Category</th>
            <th scope="col">Price</th>
            <th scope="col">Discount</th>
            <th scope="col">Stock</th>
            <th scope="col" className="text-end row-actions">
              Actions
            </th>
          </>
        }
        row={(product) => (
          <tr key={product.id}>
            <td>
              <div className="d-flex align-items-center gap-2">
                <SafeImage src={product.image} alt="" width={48} height={48} className="seller-thumb" />
                {product.hiddenReason ? (
                  <div>
                    {product.name}
                    <div>
                      <span className="badge text-bg-warning">Hidden from shoppers: {product.hiddenReason}</span>
                    </div>
                  </div>
                ) : (
                  <Link to={`/product/${product.slug}`}>{product.name}</Link>
                )}
              </div>
            </td>
            <td>{product.categoryName}</td>
            <td>
              <span className="text-nowrap">{formatRupees(product.price)}</span>
              {product.originalPrice != null && product.originalPrice > product.price && (
                <del className="small text-muted ms-1 text-nowrap">{formatRupees(product.originalPrice)}</del>
              )}
            </td>
            <td>
              {product.discountPercent > 0 ? `${product.discountPercent}%` : '—'}
              {product.discountNote && (
                <details className="shown-discount small">
                  <summary className="text-warning-emphasis text-nowrap">
                    Shoppers see {product.shownDiscountPercent > 0 ? `${product.shownDiscountPercent}%` : 'no discount'}
                  </summary>
                  <p className="mb-0">{product.discountNote}</p>
                </details>
              )}
            </td>
            <td>
              <StockAtAGlance product={product} />
            </td>
            <td className="text-end row-actions">
              <div className="d-inline-flex gap-2">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  disabled={!approved}
                  onClick={() => go({ edit: product.id })}
                  aria-label={`Edit ${product.name}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  disabled={!approved}
                  onClick={() => go({ delete: product.id })}
                  aria-label={`Delete ${product.name}`}
                >
                  Delete
                </button>
              </div>
            </td>
          </tr>
        )}
      />

      {adding && (
        <ProductFormModal product={null} brandName={profile.brandName} onClose={closeDialog} onSaved={saved} />
      )}
      {(editId || deleteId) && target.isError && (
        <div className="alert alert-warning mt-3" role="alert">
          Product not found{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={closeDialog}>
            Dismiss
          </button>
        </div>
      )}
      {editId && target.data && (
        <ProductFormModal
          key={target.data.id}
          product={target.data}
          brandName={profile.brandName}
          onClose={closeDialog}
          onSaved={saved}
        />
      )}
      {deleteId && !editId && target.data && (
        <DeleteProductModal product={target.data} onClose={closeDialog} onDeleted={done} />
      )}
    </section>
  );
}
