import { useNearScreen } from '../../../lib/use-near-screen';
import { useFeatured } from '../api/get-featured';
import { useTopDiscounted } from '../api/get-top-discounted';
import { BrandStrip } from './brand-strip';
import { CategoryTiles } from './category-tiles';
import { HeroCarousel } from './hero-carousel';
import { ProductSection } from './product-section';

export function HomePage() {
  const deals = useTopDiscounted();
  const featuredSection = useNearScreen<HTMLElement>('600px');
  const featured = useFeatured(12, featuredSection.near);
  return (
    <>
      <h1 className="visually-hidden">OnSale: discounted fashion from Pakistan&apos;s brands</h1>
      <HeroCarousel />
      <div className="container">
        <CategoryTiles />
        <ProductSection
          id="top-discounts"
          title="Top discounts of the day"
          subtitle="The biggest markdowns right now"
          query={deals}
          emptyMessage="No deals available at the moment."
        />
        <BrandStrip />
        <ProductSection
          id="featured"
          sectionRef={featuredSection.ref}
          title="Featured products"
          subtitle="Hand-picked by our team"
          query={featured}
          emptyMessage="No products found."
        />
      </div>
    </>
  );
}
