import { describe, expect, it } from 'vitest';
import { recordingDatabase, statementText } from '../../db/statement-snapshot';
import { createCatalogueRepository } from './catalogue.repository';

// The catalogue's prepared statements as they are sent, for a few shapes of filter; the committed
// text is catalogue.statements.sql (decision 0041). After a deliberate change:
// npx vitest run -u apps/server/src/modules/catalogue/catalogue.statements.test.ts

const CATEGORY = '00000000-0000-4000-8000-0000000000c1';
const PRODUCT = '00000000-0000-4000-8000-000000000101';

describe("the catalogue's prepared statements", () => {
  it('are the committed SQL', async () => {
    const { db, sent } = recordingDatabase();
    const catalogue = createCatalogueRepository(db);
    const titles: string[] = [];
    const run = async (title: string, call: () => Promise<unknown>) => {
      titles.push(title);
      await call();
    };
    await run('cards: every product, by discount', () => catalogue.listProductCards({}, 'discount', 24, 0));
    await run('cards: a top category, cheapest first', () =>
      catalogue.listProductCards({ topCategoryId: CATEGORY }, 'price-asc', 24, 24),
    );
    await run('cards: a category in a size and a price range, newest first', () =>
      catalogue.listProductCards(
        { categoryId: CATEGORY, size: 'M', minPrice: 100_000, maxPrice: 500_000 },
        'newest',
        24,
        0,
      ),
    );
    await run("cards: a brand's products on sale and in stock, dearest first", () =>
      catalogue.listProductCards({ brandSlug: 'khaadi', onSale: true, inStock: true }, 'price-desc', 24, 0),
    );
    await run('count: every product', () => catalogue.countProducts({}));
    await run('count: a top category from a discount up', () =>
      catalogue.countProducts({ topCategoryId: CATEGORY, minDiscount: 30 }),
    );
    await run('product: by its slug', () => catalogue.findProduct('lawn-kurta'));
    await run('product: by its id (or a slug that looks like one)', () => catalogue.findProduct(PRODUCT));

    expect(sent).toHaveLength(titles.length);
    expect(sent.every((statement) => statement.name)).toBe(true);
    const text = sent.map((statement, index) => statementText(titles[index]!, statement)).join('\n');
    await expect(text).toMatchFileSnapshot('./catalogue.statements.sql');
  });
});
