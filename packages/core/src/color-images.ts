/**
 * A colour's picture: the seller attaches a picture to a colour the product offers, and the
 * product page, the bag, the checkout and the order's line show it for that colour (decision
 * 0051). A product keeps them as one map, colour → picture address.
 */

/** One colour's picture, as the forms send it and the answers list it (in the product's colour order). */
export interface ColorImage {
  color: string;
  image: string;
}

export const colorNotOffered = (color: string) => `${color} is not one of this product's colours`;
export const COLOR_PICTURE_TWICE = 'This colour has a picture already';

/**
 * The pictures as a map, or the problems of the entries refused, by index: a colour the product
 * does not offer, or a colour given twice.
 */
export function colorImagesMap(
  colors: readonly string[],
  entries: readonly ColorImage[],
): { map: Record<string, string>; problems: Map<number, string> } {
  const map: Record<string, string> = {};
  const problems = new Map<number, string>();
  entries.forEach(({ color, image }, index) => {
    if (!colors.includes(color)) problems.set(index, colorNotOffered(color));
    else if (color in map) problems.set(index, COLOR_PICTURE_TWICE);
    else map[color] = image;
  });
  return { map, problems };
}

/** The pictures of the colours still offered, as a list in the product's colour order. */
export function colorImagesOf(colors: readonly string[], map: Readonly<Record<string, string>>): ColorImage[] {
  return colors.flatMap((color) => (map[color] ? [{ color, image: map[color] }] : []));
}

/** The pictures of the colours still offered, as a map (a colour no longer offered loses its picture). */
export function keptColorImages(
  colors: readonly string[],
  map: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(colorImagesOf(colors, map).map(({ color, image }) => [color, image]));
}

/** The picture of a line or a choice: its colour's where the product has one, or the product's own. */
export function pictureOf(
  product: { image: string; colorImages: Readonly<Record<string, string>> },
  color: string | null | undefined,
): string {
  return (color && Object.hasOwn(product.colorImages, color) && product.colorImages[color]) || product.image;
}

/** The picture of a colour in an answer's list, or undefined where it has none. */
export function colorPictureIn(colorImages: readonly ColorImage[], color: string | null | undefined) {
  return color ? colorImages.find((entry) => entry.color === color)?.image : undefined;
}
