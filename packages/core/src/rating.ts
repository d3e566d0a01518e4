/** A product's star rating as shown: the mean of its reviews to one decimal, or null without any. */
export function ratingAverage(ratingSum: number, ratingCount: number): number | null {
  return ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 10) / 10 : null;
}
