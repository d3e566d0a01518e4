import type { CategoryNode } from '@onsale/core/contracts/catalogue';
import { slugify } from '@onsale/core/slug';

/**
 * The slug a `/category/{slug or name}` address stands for (the spec allows the category's name
 * too: "/category/Women", "/category/Ready to Wear"), or null when no category is called so. The
 * segment is the router's parameter, already decoded once, and is never decoded or encoded again.
 */
export function categorySlugOf(segment: string, tree: readonly CategoryNode[]): string | null {
  const all = tree.flatMap((top) => [top, ...top.children]);
  if (all.some((category) => category.slug === segment)) return segment;
  const wanted = segment.trim().toLowerCase();
  const byName =
    all.find((category) => category.name.toLowerCase() === wanted) ??
    all.find((category) => slugify(category.name) === slugify(segment));
  return byName?.slug ?? all.find((category) => category.slug === wanted)?.slug ?? null;
}
