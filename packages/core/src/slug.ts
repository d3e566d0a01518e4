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

/**
 * `/brand/gul-ahmed` → "gul ahmed": the words the brand matching rules compare. The segment is the
 * router's parameter, already decoded once: decoding it again would read "a%25" as a broken escape.
 */
export function brandNameFromSegment(segment: string): string {
  return segment.replace(/-/g, ' ').trim().toLowerCase();
}
