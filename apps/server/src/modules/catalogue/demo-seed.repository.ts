import { count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { banners, brands, categories, productVariants, products, sizeCharts } from '../../db/schema';
import type { MediaStore } from '../media/media-store';
import { buildDemoCatalogue, type DemoCatalogue, type DemoProduct } from './demo/demo-catalogue';
import { writeDemoMedia } from './demo/demo-media';
import { DEMO_SIZE_CHARTS } from './demo/demo-size-charts';
import { derivedProductColumns, type ProductInsert } from './product-row';

export class CatalogueNotEmptyError extends Error {}

export async function catalogueIsEmpty(db: Executor): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  const [cat] = await db.select({ n: count() }).from(categories);
  return (row?.n ?? 0) === 0 && (cat?.n ?? 0) === 0;
}

/** Inserts categories, brands and banners; returns what product rows need to refer to them. */
export async function insertDemoStructure(db: Executor, catalogue: Omit<DemoCatalogue, 'products'>) {
  const categoryBySlug = new Map<string, { id: string; topId: string; names: string[] }>();
  for (const top of catalogue.categories) {
    const [row] = await db
      .insert(categories)
      .values({ slug: top.slug, name: top.name, image: top.image, position: top.position })
      .returning({ id: categories.id });
    categoryBySlug.set(top.slug, { id: row!.id, topId: row!.id, names: [top.name] });
    if (top.children.length === 0) continue;
    const children = await db
      .insert(categories)
      .values(
        top.children.map((child) => ({
          slug: child.slug,
          name: child.name,
          image: child.image,
          position: child.position,
          parentId: row!.id,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug, name: categories.name });
    for (const child of children)
      categoryBySlug.set(child.slug, { id: child.id, topId: row!.id, names: [top.name, child.name] });
  }
  const brandRows = await db
    .insert(brands)
    .values(
      catalogue.brands.map((b) => ({
        slug: b.slug,
        name: b.name,
        logo: b.logo,
        websiteValue: b.websiteValue,
        description: b.description,
      })),
    )
    .returning({ id: brands.id, slug: brands.slug, name: brands.name });
  const brandBySlug = new Map(brandRows.map((b) => [b.slug, b]));
  if (catalogue.banners.length > 0) await db.insert(banners).values(catalogue.banners);
  return { categoryBySlug, brandBySlug };
}

export type DemoStructure = Awaited<ReturnType<typeof insertDemoStructure>>;

export function demoProductRow(product: DemoProduct, structure: DemoStructure): ProductInsert {
  const category = structure.categoryBySlug.get(product.categorySlug);
  const brand = structure.brandBySlug.get(product.brandSlug);
  if (!category || !brand) throw new Error(`Demo product ${product.slug} refers to an unknown category or brand`);
  return {
    slug: product.slug,
    source: 'manual',
    website: brand.slug,
    brandId: brand.id,
    brandName: brand.name,
    categoryId: category.id,
    topCategoryId: category.topId,
    name: product.name,
    description: product.description,
    price: product.price,
    originalPrice: product.originalPrice,
    sizes: product.sizes,
    colors: product.colors,
    keywords: product.keywords,
    image: product.image,
    gallery: product.gallery,
    colorImages: product.colorImages,
    videoUrl: product.videoUrl,
    stock: product.stock,
    featured: product.featured,
    createdAt: product.createdAt,
    updatedAt: product.createdAt,
    ...derivedProductColumns({ ...product, brandName: brand.name }, category.names),
  };
}

/** Inserts the demo products, then their stock per size and colour. */
async function insertDemoProducts(db: Executor, catalogue: DemoProduct[], structure: DemoStructure, batchSize = 500) {
  for (let i = 0; i < catalogue.length; i += batchSize) {
    const batch = catalogue.slice(i, i + batchSize);
    const inserted = await db
      .insert(products)
      .values(batch.map((product) => demoProductRow(product, structure)))
      .returning({ id: products.id, slug: products.slug });
    const idOf = new Map(inserted.map((row) => [row.slug, row.id]));
    const variants = batch.flatMap((product) =>
      product.variants.map((variant) => ({ productId: idOf.get(product.slug)!, ...variant })),
    );
    if (variants.length > 0) await db.insert(productVariants).values(variants);
  }
}

/** The marketplace's size charts, each the default of its categories (decision 0050). */
async function insertDemoSizeCharts(db: Executor, structure: DemoStructure) {
  for (const { categorySlugs, ...chart } of DEMO_SIZE_CHARTS) {
    const [row] = await db.insert(sizeCharts).values(chart).returning({ id: sizeCharts.id });
    for (const slug of categorySlugs) {
      const category = structure.categoryBySlug.get(slug);
      if (!category) throw new Error(`Demo size chart ${chart.name} refers to an unknown category ${slug}`);
      await db.update(categories).set({ defaultSizeChartId: row!.id }).where(eq(categories.id, category.id));
    }
  }
}

/** Loads the demo catalogue and writes its pictures into the media store (every node's, when it is a bucket). */
export async function loadDemoCatalogue(db: Database, media: MediaStore): Promise<{ products: number }> {
  const catalogue = buildDemoCatalogue();
  await writeDemoMedia(media);
  await db.transaction(async (tx) => {
    const structure = await insertDemoStructure(tx, catalogue);
    await insertDemoProducts(tx, catalogue.products, structure);
    await insertDemoSizeCharts(tx, structure);
  });
  return { products: catalogue.products.length };
}

export async function seedDemoCatalogueIfEmpty(db: Database, media: MediaStore): Promise<{ products: number } | null> {
  if (!(await catalogueIsEmpty(db))) return null;
  return loadDemoCatalogue(db, media);
}

/** Empties the catalogue (products, banners, brands, categories, the marketplace's size charts); orders keep their copied lines. */
export async function clearCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(products);
    await tx.delete(banners);
    await tx.delete(brands);
    // children before parents: the tree's foreign key restricts
    await tx.delete(categories).where(isNotNull(categories.parentId));
    await tx.delete(categories);
    await tx.delete(sizeCharts).where(isNull(sizeCharts.sellerId));
  });
}
