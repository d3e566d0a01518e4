import type { ProductDetail } from '@onsale/core/contracts/catalogue';
import { absoluteUrl, JsonLd } from '../../../lib/seo/page-head';
import { useSite } from '../../../lib/ssr/site-context';

/** schema.org Product: what search engines show as price and availability. Prices in rupees. */
export function ProductJsonLd({ product }: { product: ProductDetail }) {
  const { publicUrl } = useSite();
  const url = `${publicUrl}/product/${encodeURIComponent(product.slug)}`;
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: product.description || product.name,
        image: [product.image, ...product.gallery].map((image) => absoluteUrl(publicUrl, image)),
        sku: product.id,
        url,
        brand: { '@type': 'Brand', name: product.brand },
        category: product.subcategory ? `${product.categoryName} > ${product.subcategory.name}` : product.categoryName,
        offers: {
          '@type': 'Offer',
          url,
          priceCurrency: 'PKR',
          price: product.price / 100,
          availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
        ...(product.ratingCount > 0 && product.ratingAverage !== null
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: product.ratingAverage,
                reviewCount: product.ratingCount,
              },
            }
          : {}),
      }}
    />
  );
}
