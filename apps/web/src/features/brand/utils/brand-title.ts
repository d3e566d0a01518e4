/** "gul-ahmed" → "Gul Ahmed", for a brand the shop has no record of. */
export function titleFromSegment(segment: string): string {
  return segment
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
