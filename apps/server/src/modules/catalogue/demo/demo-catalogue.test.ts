import { describe, expect, it } from 'vitest';
import { buildDemoCatalogue, demoProducts } from './demo-catalogue';
import { demoMediaFiles } from './demo-media';

const BRAND_SLUGS = ['junaid-jamshed', 'outfitters', 'khaadi', 'gul-ahmed', 'sana-safinaz', 'alkaram'];
const TOP_SLUGS = ['men', 'women', 'kids', 'footwear', 'accessories', 'beauty'];

describe('demo catalogue', () => {
  const catalogue = buildDemoCatalogue();
  const { products } = catalogue;

  it('is deterministic', () => {
    expect(buildDemoCatalogue()).toEqual(catalogue);
    expect(buildDemoCatalogue({ seed: 7, products: 50 })).toEqual(buildDemoCatalogue({ seed: 7, products: 50 }));
    expect(buildDemoCatalogue({ seed: 7, products: 50 }).products).not.toEqual(products.slice(0, 50));
  });

  it('has the fixed categories, brands and banners', () => {
    expect(catalogue.categories.map((c) => c.slug)).toEqual(TOP_SLUGS);
    expect(catalogue.brands.map((b) => b.slug)).toEqual(BRAND_SLUGS);
    expect(catalogue.brands.every((b) => b.websiteValue === b.slug)).toBe(true);
    expect(catalogue.banners.length).toBeGreaterThanOrEqual(3);
    for (const category of catalogue.categories) {
      expect(category.children.length).toBeGreaterThanOrEqual(3);
      expect(category.children.length).toBeLessThanOrEqual(5);
    }
    const subSlugs = catalogue.categories.flatMap((c) => c.children.map((child) => child.slug));
    expect(new Set([...subSlugs, ...TOP_SLUGS]).size).toBe(subSlugs.length + TOP_SLUGS.length);
  });

  it('says who footwear is for, as its department does not ("men shoes")', () => {
    const footwearSlugs = new Set(
      catalogue.categories.find((c) => c.slug === 'footwear')!.children.map((child) => child.slug),
    );
    const footwear = products.filter((p) => footwearSlugs.has(p.categorySlug));
    expect(footwear.length).toBeGreaterThan(0);
    for (const product of footwear)
      expect(product.keywords.some((word) => word === 'men' || word === 'women')).toBe(true);
    expect(footwear.some((p) => p.keywords.includes('men') && /shoe|sneaker/i.test(p.name))).toBe(true);
  });

  it('generates at least 300 products with unique slugs', () => {
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
  });

  it('uses every brand, top category and sub-category', () => {
    const topBySub = new Map(
      catalogue.categories.flatMap((c) => c.children.map((child) => [child.slug, c.slug] as const)),
    );
    expect(new Set(products.map((p) => p.brandSlug))).toEqual(new Set(BRAND_SLUGS));
    expect(new Set(products.map((p) => topBySub.get(p.categorySlug)))).toEqual(new Set(TOP_SLUGS));
    expect(new Set(products.map((p) => p.categorySlug))).toEqual(new Set(topBySub.keys()));
  });

  it('mixes stock levels, discounts, featured items and videos', () => {
    expect(products.some((p) => p.stock === 0)).toBe(true);
    expect(products.some((p) => p.stock >= 1 && p.stock <= 5)).toBe(true);
    expect(products.some((p) => p.originalPrice === null && p.discountPercent === 0)).toBe(true);
    expect(products.some((p) => p.originalPrice !== null && p.discountPercent === null)).toBe(true);
    expect(products.some((p) => p.featured)).toBe(true);
    expect(products.filter((p) => p.videoUrl !== null).length).toBeGreaterThanOrEqual(2);
  });

  it('splits the stock of every product with sizes or colours, with a sold-out size or colour in every category', () => {
    for (const product of products) {
      const cells = Math.max(1, product.sizes.length) * Math.max(1, product.colors.length);
      const split = product.sizes.length > 0 || product.colors.length > 0;
      expect(product.variants).toHaveLength(split ? cells : 0);
      if (split) expect(product.variants.reduce((sum, v) => sum + v.stock, 0)).toBe(product.stock);
    }
    const soldOutSize = (p: (typeof products)[number]) =>
      p.stock > 0 &&
      (p.sizes.some((size) => p.variants.filter((v) => v.size === size).every((v) => v.stock === 0)) ||
        p.colors.some((color) => p.variants.filter((v) => v.color === color).every((v) => v.stock === 0)));
    const topBySub = new Map(
      catalogue.categories.flatMap((top) => top.children.map((sub) => [sub.slug, top.slug] as const)),
    );
    expect(new Set(products.filter(soldOutSize).map((p) => topBySub.get(p.categorySlug)))).toEqual(new Set(TOP_SLUGS));
  });

  it('keeps prices and discounts consistent', () => {
    for (const p of products) {
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price % 1000).toBe(0); // whole tens of rupees
      if (p.originalPrice === null) continue;
      expect(p.originalPrice).toBeGreaterThan(p.price);
      const off = Math.round((1 - p.price / p.originalPrice) * 100);
      expect(off).toBeGreaterThanOrEqual(10);
      expect(off).toBeLessThanOrEqual(70);
      if (p.discountPercent !== null) expect(p.discountPercent).toBe(off);
    }
  });

  it('gives each colour of a product that comes in several its own picture', () => {
    const several = products.filter((p) => p.colors.length > 1);
    expect(several.length).toBeGreaterThan(products.length / 4);
    for (const p of several) {
      expect(Object.keys(p.colorImages)).toEqual(p.colors);
      // the first colour's picture is the product's own; the others are in its gallery
      expect(p.colorImages[p.colors[0]!]).toBe(p.image);
      for (const colour of p.colors.slice(1)) expect(p.gallery).toContain(p.colorImages[colour]);
    }
    for (const p of products.filter((p) => p.colors.length < 2)) expect(p.colorImages).toEqual({});
  });

  it('spreads createdAt over the 120 days before 2026-11-01', () => {
    const end = Date.UTC(2026, 10, 1);
    for (const p of products) {
      expect(p.createdAt.getTime()).toBeLessThan(end);
      expect(p.createdAt.getTime()).toBeGreaterThanOrEqual(end - 120 * 24 * 3600 * 1000);
    }
  });

  it('only references media that writeDemoMedia produces', () => {
    const files = new Set(demoMediaFiles());
    const referenced = [
      ...products.flatMap((p) => [
        p.image,
        ...p.gallery,
        ...Object.values(p.colorImages),
        p.image.replace(/\.webp$/, '-400.webp'),
      ]),
      ...catalogue.categories.flatMap((c) => [c.image, ...c.children.map((child) => child.image)]),
      ...catalogue.brands.map((b) => b.logo),
      ...catalogue.banners.map((b) => b.image),
    ];
    for (const url of referenced) expect(files.has(url), url).toBe(true);
    for (const p of products) {
      expect(p.gallery.length).toBeGreaterThanOrEqual(2);
      expect(p.gallery).not.toContain(p.image);
    }
  });

  it('streams 100,000 products with unique slugs for the benchmark catalogue', () => {
    const slugs = new Set<string>();
    for (const product of demoProducts(100_000)) slugs.add(product.slug);
    expect(slugs.size).toBe(100_000);
  }, 60_000);

  it('lines up batches made with startIndex', () => {
    const whole = Array.from(demoProducts(40, 99));
    const batched = [...demoProducts(25, 99, 0), ...demoProducts(15, 99, 25)];
    expect(batched).toEqual(whole);
  });
});
