import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { useCategories } from '../../../lib/catalogue/get-categories';

export function CategoryTiles() {
  const categories = useCategories();
  if (categories.isError) return null;
  return (
    <section className="home-section" aria-labelledby="shop-by-category">
      <h2 id="shop-by-category" className="section-title">
        Shop by category
      </h2>
      <ul className="row row-cols-3 row-cols-md-6 g-2 g-md-3 list-unstyled mb-0">
        {categories.isPending
          ? Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="col placeholder-glow" aria-hidden="true">
                <span className="placeholder category-card-placeholder w-100" />
              </li>
            ))
          : categories.data.map((category) => (
              <li key={category.slug} className="col">
                <Link to={`/category/${category.slug}`} className="category-card">
                  <SafeImage src={category.image} alt="" width={300} height={300} />
                  <span>{category.name}</span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}
