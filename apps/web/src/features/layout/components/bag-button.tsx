import { Link } from 'react-router';
import { BagIcon } from '../../../components/ui/icons';
import { useBagCount } from '../../../lib/bag/use-bag';

/** The bag link with its item count; the badge pops whenever the count changes. */
export function BagButton() {
  const count = useBagCount();
  const label = count === 1 ? 'Bag, 1 item' : `Bag, ${count} items`;
  return (
    <Link to="/cart" className="header-icon-button position-relative" aria-label={label} title="Bag">
      <span className="bag-icon">
        <BagIcon />
        {count > 0 && (
          <span key={count} className="bag-badge" data-testid="bag-count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      <span className="d-none d-xl-inline ms-2 small">Bag</span>
    </Link>
  );
}
