/**
 * How a brand page finds its products (spec section 5): on one field at a time, the first rule
 * that finds anything wins — exact, normalised (lower case, letters and digits only), partial
 * (one contains the other), loose (first 4 normalised characters). Fields are tried in order:
 * website, then brand, then category for the alternative search.
 */
export const BRAND_MATCH_FIELDS = ['website', 'brand', 'category'] as const;
export type BrandMatchField = (typeof BRAND_MATCH_FIELDS)[number];
export const BRAND_MATCH_RULES = ['exact', 'normalised', 'partial', 'loose'] as const;
export type BrandMatchRule = (typeof BRAND_MATCH_RULES)[number];

export function normaliseBrand(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function brandMatches(rule: BrandMatchRule, fieldValue: string, wanted: string): boolean {
  const field = normaliseBrand(fieldValue);
  const target = normaliseBrand(wanted);
  switch (rule) {
    case 'exact':
      return fieldValue === wanted;
    case 'normalised':
      return field !== '' && field === target;
    case 'partial':
      return field !== '' && target !== '' && (field.includes(target) || target.includes(field));
    case 'loose':
      return target.length >= 4 && field.startsWith(target.slice(0, 4));
  }
}
