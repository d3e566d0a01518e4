/** URL slugs: lower case, ASCII letters and digits, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The brand page path segment: the name lower-cased with spaces as hyphens ("Gul Ahmed" → "gul-ahmed"). */
export function brandPathSegment(brandName: string): string {
  return slugify(brandName);
}

/** `/brand/gul-ahmed` → "gul ahmed": the words the brand matching rules compare. */
export function brandNameFromSegment(segment: string): string {
  return decodeURIComponent(segment).replace(/-/g, ' ').trim().toLowerCase();
}
