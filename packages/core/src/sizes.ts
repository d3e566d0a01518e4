const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL'];

/** The shop's size scales per top category; a category without a scale of its own gets letter sizes. */
const SIZE_SCALES: Record<string, string[]> = {
  men: LETTER_SIZES,
  women: LETTER_SIZES,
  kids: ['0-3M', '3-6M', '6-12M', '12-18M', '18-24M', '2-3Y', '3-4Y', '4-5Y', '5-6Y', '7-8Y', '9-10Y', '11-12Y'],
  footwear: ['39', '40', '41', '42', '43', '44'],
  beauty: ['50 ml', '100 ml', 'One Size'],
  accessories: ['One Size'],
};

/** The sizes a category page offers, in its scale's order. */
export function sizeOptions(topCategorySlug: string): string[] {
  return SIZE_SCALES[topCategorySlug] ?? LETTER_SIZES;
}

/** Every scale's sizes in order, each once: letter sizes, children's ages, shoe sizes, then the rest. */
const SIZE_ORDER: readonly string[] = [...new Set(Object.values(SIZE_SCALES).flat())];

/**
 * Orders sizes from different scales (a search's results span categories): the shop's scales in
 * their order, then any other size, numbers by value and the rest alphabetically.
 */
export function compareSizes(a: string, b: string): number {
  const ai = SIZE_ORDER.indexOf(a);
  const bi = SIZE_ORDER.indexOf(b);
  if (ai !== -1 || bi !== -1) return ai === -1 ? 1 : bi === -1 ? -1 : ai - bi;
  return a.localeCompare(b, 'en', { numeric: true });
}
