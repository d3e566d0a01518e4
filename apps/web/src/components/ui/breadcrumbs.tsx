import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home > … > the current page, which is not a link. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-3">
      <ol className="breadcrumb small mb-0">
        <li className="breadcrumb-item">
          <Link to="/">Home</Link>
        </li>
        {items.map((item, index) =>
          item.to && index < items.length - 1 ? (
            <li key={item.label} className="breadcrumb-item">
              <Link to={item.to}>{item.label}</Link>
            </li>
          ) : (
            <li key={item.label} className="breadcrumb-item active" aria-current="page">
              {item.label}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
