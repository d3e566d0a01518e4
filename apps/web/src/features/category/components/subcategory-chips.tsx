import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';

interface SubcategoryChipsProps {
  items: readonly { slug: string; name: string; image: string }[];
}

export function SubcategoryChips({ items }: SubcategoryChipsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Sub-categories" className="mb-3">
      <ul className="subcategory-chips list-unstyled mb-0">
        {items.map((item) => (
          <li key={item.slug}>
            <Link to={`/category/${item.slug}`} className="subcategory-chip">
              <SafeImage src={item.image} alt="" width={36} height={36} />
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
