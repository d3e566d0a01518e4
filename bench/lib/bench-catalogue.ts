/** What the scenarios pick from, read back from the generated database. */
import type { RawQuery } from './bench-database';

export interface BenchCatalogue {
  /** top categories and sub-categories */
  categorySlugs: string[];
  productSlugs: string[];
  /** lower-case words and phrases a shopper would type; a few find nothing */
  searchTerms: string[];
}

/** Terms no product contains: a search that finds nothing must be cheap too. */
const MISSES = ['tuxedo', 'smartphone', 'laptop bag xl', 'qwerty', 'velvet cape', 'snowboard', 'zzz', 'trampoline'];

export async function readBenchCatalogue(query: RawQuery): Promise<BenchCatalogue> {
  const categories = await query<{ slug: string }>('select slug from categories order by position, slug');
  const products = await query<{ slug: string }>('select slug from products order by slug');
  // Names look like "Khaadi Classic Boski Kurta - Weekend Edit": their words and neighbouring
  // pairs are what shoppers search for.
  const names = await query<{ name: string }>('select name from products order by slug limit 5000');
  const brands = await query<{ name: string }>('select name from brands');
  const words = new Set<string>();
  const pairs = new Set<string>();
  for (const { name } of names) {
    // "Kurta - Weekend Edit": a pair never spans the dash, as no shopper types it that way.
    for (const segment of name.toLowerCase().split(' - ')) {
      const parts = segment.split(/\s+/).filter((word) => /^[a-z0-9-]{3,}$/.test(word));
      parts.forEach((word, i) => {
        words.add(word);
        if (i > 0 && segment.includes(`${parts[i - 1]} ${word}`)) pairs.add(`${parts[i - 1]} ${word}`);
      });
    }
  }
  const someWords = [...words].slice(0, 200);
  const somePairs = [...pairs].slice(0, 300);
  const brandNames = brands.map((b) => b.name.toLowerCase());
  // What shoppers also type: the words of a pair the other way round, plurals, and misspellings
  // (a letter dropped from a brand or a word: "khadi", "sandls").
  const reversed = somePairs.slice(0, 100).map((pair) => pair.split(' ').reverse().join(' '));
  const plurals = someWords
    .filter((word) => !word.endsWith('s'))
    .slice(0, 50)
    .map((word) => `${word}s`);
  const dropLetter = (text: string) => {
    const at = Math.floor(text.length / 2);
    return `${text.slice(0, at)}${text.slice(at + 1)}`;
  };
  const misspelt = [...brandNames, ...someWords.filter((word) => word.length >= 6)].slice(0, 50).map(dropLetter);
  const searchTerms = [...words, ...somePairs, ...reversed, ...plurals, ...misspelt, ...brandNames, ...MISSES];
  return { categorySlugs: categories.map((c) => c.slug), productSlugs: products.map((p) => p.slug), searchTerms };
}
