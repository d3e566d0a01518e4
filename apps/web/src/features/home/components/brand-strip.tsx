import { Link } from 'react-router';
import { SafeImage } from '../../../components/ui/safe-image';
import { useBrands } from '../../../lib/catalogue/get-brands';

export function BrandStrip() {
  const brands = useBrands();
  if (!brands.data || brands.data.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="shop-by-brand">
      <h2 id="shop-by-brand" className="section-title">
        Shop by brand
      </h2>
      <ul className="brand-strip list-unstyled mb-0">
        {brands.data.map((brand) => (
          <li key={brand.slug}>
            <Link to={`/brand/${brand.slug}`} className="brand-chip">
              <SafeImage src={brand.logo} alt="" width={72} height={72} />
              <span>{brand.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
