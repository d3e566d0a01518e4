const LETTER_SIZES = ['XS', 'S', 'M', 'L', 'XL'];

// The shop's size scales per top category; a category without a scale of its own gets letter sizes.
const SIZE_SCALES: Record<string, string[]> = {
  men: LETTER_SIZES,
  women: LETTER_SIZES,
  kids: ['0-3M', '3-6M', '6-12M', '12-18M', '18-24M', '2-3Y', '3-4Y', '4-5Y', '5-6Y', '7-8Y', '9-10Y', '11-12Y'],
  footwear: ['39', '40', '41', '42', '43', '44'],
  beauty: ['50 ml', '100 ml', 'One Size'],
  accessories: ['One Size'],
};

export function sizeOptions(topCategorySlug: string): string[] {
  return SIZE_SCALES[topCategorySlug] ?? LETTER_SIZES;
}
