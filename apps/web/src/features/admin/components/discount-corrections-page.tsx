import { formatRupees } from '@onsale/core/money';
import { Link } from 'react-router';
import { useListParams } from '../../../components/ui/list-page';
import { useDiscountCorrections } from '../api/get-discount-corrections';
import { formatDateTime } from './format';
import { AdminListTable } from './list-controls';
import { PageHeader } from './page-header';

/** Products whose claimed discount the honest-price rule does not show as claimed, each with the reason. */
export function DiscountCorrectionsPage() {
  const { page } = useListParams();
  const list = useDiscountCorrections(page);
  return (
    <>
      <PageHeader title="Corrected discounts" />
      <p className="text-muted small">
        A discount counts only when its original price was charged on enough of the 30 days before it. These products
        claim one that was not, so shoppers see the discount from the lowest earlier price, or none.
      </p>
      <AdminListTable
        query={list}
        loadingLabel="Loading corrected discounts…"
        empty="No product's discount needed correcting."
        head={
          <>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Claimed</th>
            <th scope="col">Shown</th>
            <th scope="col">Why</th>
            <th scope="col">Price changed</th>
          </>
        }
        row={(p) => {
          const h = p.honestDiscount;
          return (
            <tr key={p.id} data-testid="corrected-product">
              <td>
                <Link to={`/product/${p.slug}`} target="_blank" rel="noreferrer" className="fw-semibold">
                  {p.name}
                </Link>
                <div className="small text-muted">{p.brand}</div>
              </td>
              <td className="text-nowrap">{formatRupees(p.price)}</td>
              <td className="text-nowrap">
                {h.claimedDiscountPercent}% off
                {h.claimedOriginalPrice != null ? ` ${formatRupees(h.claimedOriginalPrice)}` : ''}
              </td>
              <td className="text-nowrap">
                {h.shownDiscountPercent > 0 && h.shownOriginalPrice != null
                  ? `${h.shownDiscountPercent}% off ${formatRupees(h.shownOriginalPrice)}`
                  : 'No discount'}
              </td>
              <td className="small">{h.reason}</td>
              <td className="small text-nowrap">{formatDateTime(p.priceChangedAt)}</td>
            </tr>
          );
        }}
      />
    </>
  );
}
