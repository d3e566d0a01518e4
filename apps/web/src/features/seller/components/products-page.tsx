import { countOf } from '@onsale/core/plural';
import { formatRupees } from '@onsale/core/money';
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { ListTable } from '../../../components/ui/list-page';
import { EmptyState } from '../../../components/ui/status-messages';
import { useCategories } from '../../../lib/catalogue/get-categories';
import { usePageMeta } from '../../../lib/seo/use-page-meta';
import { useSellerProduct } from '../api/get-seller-product';
import { useSellerProducts } from '../api/get-seller-products';
import { DeleteProductModal } from './delete-product-modal';
import { FlashMessage } from './flash-message';
import { ProductFormModal } from './product-form-modal';
import { useSeller } from './seller-context';

/**
 * /seller/products and /seller/manage-products: the seller's own products with search and a
 * category filter. `?add=1`, `?edit=<id>` and `?delete=<id>` open the matching dialog, so the
 * dashboard's buttons can link straight to them.
 */
export function ProductsPage() {
  const { profile, approved } = useSeller();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const editId = approved ? params.get('edit') : null;
  const deleteId = approved ? params.get('delete') : null;
  const adding = approved && params.get('add') === '1';
  const [search, setSearch] = useState(q);
  const [flash, setFlash] = useState<string | null>(null);
  const clearFlash = useCallback(() => setFlash(null), []);
  usePageMeta('My Products', undefined);

  const products = useSellerProducts({ q, category, page });
  const categories = useCategories();
  const target = useSellerProduct(editId ?? deleteId);

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const closeDialog = () => update({ add: null, edit: null, delete: null });
  const done = (message: string) => {
    closeDialog();
    setFlash(message);
  };

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
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">My Products</h1>
        <button type="button" className="btn btn-accent" disabled={!approved} onClick={() => update({ add: '1' })}>
          Add Product
        </button>
      </div>
      <FlashMessage message={flash} onDone={clearFlash} />

      <form className="row g-2 mb-3" role="search" onSubmit={onSearch}>
        <div className="col-12 col-md-6">
          <label htmlFor="seller-product-search" className="visually-hidden">
            Search your products
          </label>
          <input id="seller-product-search" type="search" className="form-control" placeholder="Search your products" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="col-8 col-md-4">
          <label htmlFor="seller-product-category" className="visually-hidden">
            Category
          </label>
          <select id="seller-product-category" className="form-select" value={category} onChange={(e) => update({ category: e.target.value || null, page: null })}>
            <option value="">All categories</option>
            {(categories.data ?? []).map((top) => (
              <optgroup key={top.slug} label={top.name}>
                <option value={top.slug}>{top.name} (all)</option>
                {top.children.map((child) => (
                  <option key={child.slug} value={child.slug}>
                    {child.name}
                  </option>
                ))}
              </optgroup>
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
              {formatRupees(product.price)}
              {product.originalPrice != null && product.originalPrice > product.price && <del className="small text-muted ms-1">{formatRupees(product.originalPrice)}</del>}
            </td>
            <td>{product.discountPercent > 0 ? `${product.discountPercent}%` : '—'}</td>
            <td>{product.stock}</td>
            <td className="text-end">
              <div className="d-inline-flex gap-2">
                <button type="button" className="btn btn-sm btn-outline-secondary" disabled={!approved} onClick={() => update({ edit: product.id })} aria-label={`Edit ${product.name}`}>
                  Edit
                </button>
                <button type="button" className="btn btn-sm btn-outline-danger" disabled={!approved} onClick={() => update({ delete: product.id })} aria-label={`Delete ${product.name}`}>
                  Delete
                </button>
              </div>
            </td>
          </tr>
        )}
      />

      {adding && <ProductFormModal product={null} brandName={profile.brandName} onClose={closeDialog} onSaved={done} />}
      {(editId || deleteId) && target.isError && (
        <div className="alert alert-warning mt-3" role="alert">
          Product not found{' '}
          <button type="button" className="btn btn-link p-0 align-baseline" onClick={closeDialog}>
            Dismiss
          </button>
        </div>
      )}
      {editId && target.data && <ProductFormModal key={target.data.id} product={target.data} brandName={profile.brandName} onClose={closeDialog} onSaved={done} />}
      {deleteId && !editId && target.data && <DeleteProductModal product={target.data} onClose={closeDialog} onDeleted={done} />}
    </section>
  );
}
