/**
 * Stock per size and colour (a product's variants). A product whose stock is split lists one
 * variant per size × colour it offers, each with its own stock; the product's stock is their sum.
 * A product whose stock is not split (it lists no variants) sells from its one stock, whatever
 * size or colour is chosen, as every product did before stock was split.
 */

export interface VariantStock {
  /** '' when the product has no sizes */
  size: string;
  /** '' when the product has no colours */
  color: string;
  stock: number;
}

/** From 1 to this many left, the product page says how many. */
export const FEW_LEFT = 5;

/** The cells a product's stock is split into: each size in each colour, in the product's order. */
export function variantCells(
  sizes: readonly string[],
  colors: readonly string[],
): Array<{ size: string; color: string }> {
  const sizeList = sizes.length > 0 ? sizes : [''];
  const colorList = colors.length > 0 ? colors : [''];
  return sizeList.flatMap((size) => colorList.map((color) => ({ size, color })));
}

/** The same cell: sizes and colours as the product lists them. */
const sameCell = (variant: { size: string; color: string }, size: string, color: string) =>
  variant.size === size && variant.color === color;

/**
 * What a line of a split product has yet to choose: a size or colour the product offers and the
 * line leaves out (a bag line kept from before the seller split the stock), or null.
 */
export function choiceMissing(
  product: { sizes: readonly string[]; colors: readonly string[]; variants: readonly VariantStock[] },
  size: string | null,
  color: string | null,
): 'size' | 'color' | null {
  if (product.variants.length === 0) return null;
  if (!size && product.sizes.length > 0) return 'size';
  if (!color && product.colors.length > 0) return 'color';
  return null;
}

/**
 * What can be bought of one choice: the chosen variant's stock (0 when the product does not
 * offer it), or the product's stock when its stock is not split.
 */
export function stockOf(
  product: { stock: number; variants: readonly VariantStock[] },
  size: string | null,
  color: string | null,
): number {
  if (product.variants.length === 0) return product.stock;
  return product.variants.find((variant) => sameCell(variant, size ?? '', color ?? ''))?.stock ?? 0;
}

/**
 * How many of each option of one axis (sizes, or colours) can be bought, given the choice on the
 * other axis, or in any of it when nothing is chosen there yet. Without split stock, every option
 * has the product's stock.
 */
function leftPerOption(
  product: { stock: number; variants: readonly VariantStock[] },
  options: readonly string[],
  axis: 'size' | 'color',
  other: string | null,
): Map<string, number> {
  const otherAxis = axis === 'size' ? 'color' : 'size';
  const left = new Map<string, number>();
  for (const option of options) {
    const stock =
      product.variants.length === 0
        ? product.stock
        : product.variants
            .filter((variant) => variant[axis] === option && (other === null || variant[otherAxis] === other))
            .reduce((sum, variant) => sum + variant.stock, 0);
    left.set(option, stock);
  }
  return left;
}

/** How many of each size can be bought: in the chosen colour, or in any colour when none is chosen yet. */
export const sizesLeft = (
  product: { stock: number; sizes: readonly string[]; variants: readonly VariantStock[] },
  color: string | null,
): Map<string, number> => leftPerOption(product, product.sizes, 'size', color);

/** How many of each colour can be bought: in the chosen size, or in any size when none is chosen yet. */
export const colorsLeft = (
  product: { stock: number; colors: readonly string[]; variants: readonly VariantStock[] },
  size: string | null,
): Map<string, number> => leftPerOption(product, product.colors, 'color', size);

/** "Only 3 left" for 1 to FEW_LEFT, nothing otherwise. */
export function fewLeftNote(stock: number): string | null {
  return stock >= 1 && stock <= FEW_LEFT ? `Only ${stock} left` : null;
}

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "size M", "Navy", "size M, Navy", or '' for a product with neither. */
export function variantName(size: string, color: string): string {
  return [size ? `size ${size}` : '', color].filter(Boolean).join(', ');
}

/** "Size M", "Navy", "Size M, Navy": the variant's name opening a sentence. */
export const variantTitle = (size: string, color: string): string => capitalized(variantName(size, color));

/**
 * Why a bag line cannot be bought as it is, naming its size and colour where the stock is split:
 * "Only 1 left in size M of Khaadi Lawn Suit.", "Size M of Khaadi Lawn Suit is sold out."
 */
export function shortLineMessage(line: {
  name: string;
  size: string;
  color: string;
  stock: number;
  split: boolean;
}): string {
  const variant = line.split ? variantName(line.size, line.color) : '';
  if (!variant)
    return line.stock <= 0 ? `${line.name} is out of stock.` : `Only ${line.stock} of ${line.name} left in stock.`;
  if (line.stock <= 0) return `${variantTitle(line.size, line.color)} of ${line.name} is sold out.`;
  return `Only ${line.stock} left in ${variant} of ${line.name}.`;
}

/** A change of one cell's stock by a difference (+n, −n), as the product forms send it. */
export interface VariantStockChange {
  size: string;
  color: string;
  change: number;
}

/** The label of a cell's stock input, and the name its messages use: "Stock of size M, Navy". */
export function variantStockLabel(size: string, color: string): string {
  const variant = variantName(size, color);
  return variant ? `Stock of ${variant}` : 'Stock';
}

/**
 * The stock of each cell of a product offering `sizes` × `colors` after `changes`, from the
 * stock it has now (`current`; a new cell starts at 0, a cell no longer offered is dropped), or
 * the problems, by the index of the change: a cell not offered, one that would go below 0 or
 * past `max`.
 */
export function changedVariantStock(
  sizes: readonly string[],
  colors: readonly string[],
  current: readonly VariantStock[],
  changes: readonly VariantStockChange[],
  max: number,
): { variants: VariantStock[]; problems: Map<number, string> } {
  const variants = variantCells(sizes, colors).map(({ size, color }) => ({
    size,
    color,
    stock: current.find((variant) => sameCell(variant, size, color))?.stock ?? 0,
  }));
  const problems = new Map<number, string>();
  changes.forEach((change, index) => {
    const variant = variants.find((cell) => sameCell(cell, change.size, change.color));
    const label = variantStockLabel(change.size, change.color);
    if (!variant) {
      problems.set(
        index,
        `${capitalized(variantName(change.size, change.color))} is not offered: add it to the sizes and colours first`,
      );
      return;
    }
    const stock = variant.stock + change.change;
    if (stock < 0)
      problems.set(
        index,
        `${label} cannot go below 0: there ${variant.stock === 1 ? 'is 1 unit' : `are ${variant.stock} units`}`,
      );
    else if (stock > max) problems.set(index, `${label} would be too large`);
    else variant.stock = stock;
  });
  return { variants, problems };
}

/** The sum of a product's variants: its stock. */
export const stockOfVariants = (variants: readonly VariantStock[]): number =>
  variants.reduce((sum, variant) => sum + variant.stock, 0);

/**
 * What a split product's owner should know at a glance: the sizes sold out in every colour
 * (`soldOut`; the colours, when there are no sizes), and the sizes sold out in some colours only
 * (`partly`). Nothing for a product whose stock is not split.
 */
export function soldOutOf(product: {
  sizes: readonly string[];
  colors: readonly string[];
  variants: readonly VariantStock[];
}): { soldOut: string[]; partly: string[] } {
  if (product.variants.length === 0) return { soldOut: [], partly: [] };
  const left = (size: string, color: string) =>
    product.variants.find((variant) => sameCell(variant, size, color))?.stock ?? 0;
  if (product.sizes.length === 0)
    return { soldOut: product.colors.filter((color) => left('', color) === 0), partly: [] };
  const colors = product.colors.length > 0 ? product.colors : [''];
  const outIn = (size: string) => colors.filter((color) => left(size, color) === 0).length;
  return {
    soldOut: product.sizes.filter((size) => outIn(size) === colors.length),
    partly: product.sizes.filter((size) => outIn(size) > 0 && outIn(size) < colors.length),
  };
}

/**
 * Stock per size and colour as one line of text, as a feed's `variant_stock` column gives it and
 * the admin's product export writes it: `S:3|M:0|L:5`, `S/Navy:3|M/Navy:0`, `/Navy:3` for a
 * product with colours only.
 */
export function variantStockText(variants: readonly VariantStock[]): string {
  return variants.map(({ size, color, stock }) => `${size}${color ? `/${color}` : ''}:${stock}`).join('|');
}

/**
 * Reads `variantStockText`'s line (entries between `|` or `;`): the cells in the order given, or
 * the first problem in the words of an import's report.
 */
export function parseVariantStockText(text: string, max: number): { variants: VariantStock[] } | { problem: string } {
  const variants: VariantStock[] = [];
  for (const entry of text
    .split(/[|;]/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const colon = entry.lastIndexOf(':');
    const name = colon < 0 ? entry : entry.slice(0, colon);
    const slash = name.indexOf('/');
    const size = (slash < 0 ? name : name.slice(0, slash)).trim();
    const color = (slash < 0 ? '' : name.slice(slash + 1)).trim();
    const count = colon < 0 ? '' : entry.slice(colon + 1).trim();
    if (!size && !color)
      return { problem: `variant_stock has an entry without a size or colour: ${entry.slice(0, 40)}` };
    const label = variantStockLabel(size, color);
    if (!/^\d+$/.test(count))
      return { problem: `variant_stock: ${label} must be a whole number, like S:3 (${entry.slice(0, 40)})` };
    const stock = Number(count);
    if (stock > max) return { problem: `variant_stock: ${label} is too large` };
    if (variants.some((variant) => sameCell(variant, size, color)))
      return { problem: `variant_stock names ${variantName(size, color)} twice` };
    variants.push({ size, color, stock });
  }
  if (variants.length === 0) return { problem: 'variant_stock names no size or colour' };
  return { variants };
}
