import type { SizeChartRow } from '@onsale/core/size-charts';

/** A marketplace size chart of the demo shop and the categories (top or sub) that show it by default. */
export interface DemoSizeChart {
  name: string;
  measurements: string[];
  rows: SizeChartRow[];
  howToMeasure: string;
  categorySlugs: string[];
}

const chart = (sizes: string[], values: number[][]): SizeChartRow[] =>
  sizes.map((size, index) => ({ size, values: values[index]! }));

/**
 * Clothes and shoes show a chart (a sub-category's before its top category's); accessories,
 * fragrances and beauty do not. Body measurements in cm, for every size the demo products offer.
 */
export const DEMO_SIZE_CHARTS: DemoSizeChart[] = [
  {
    name: "Men's tops",
    measurements: ['Chest', 'Shoulder', 'Length'],
    rows: chart(
      ['XS', 'S', 'M', 'L', 'XL'],
      [
        [88, 41, 70],
        [94, 43, 72],
        [100, 45, 74],
        [106, 47, 76],
        [112, 49, 78],
      ],
    ),
    howToMeasure: '',
    categorySlugs: ['men'],
  },
  {
    name: "Men's jeans",
    measurements: ['Waist', 'Hip', 'Inseam'],
    rows: chart(
      ['XS', 'S', 'M', 'L', 'XL'],
      [
        [71, 89, 76],
        [76, 94, 78],
        [81, 99, 80],
        [86, 104, 81],
        [91, 109, 82],
      ],
    ),
    howToMeasure:
      'Waist: around your natural waistline, where you wear your jeans. Hip: around the fullest part. Inseam: from the crotch to the ankle bone, along the inside of the leg.',
    categorySlugs: ['men-jeans'],
  },
  {
    name: "Women's clothing",
    measurements: ['Bust', 'Waist', 'Hip', 'Length'],
    rows: chart(
      ['XS', 'S', 'M', 'L', 'XL'],
      [
        [82, 66, 90, 104],
        [86, 70, 94, 106],
        [91, 75, 99, 108],
        [97, 81, 105, 110],
        [103, 87, 111, 112],
      ],
    ),
    howToMeasure: '',
    categorySlugs: ['women'],
  },
  {
    name: 'Kids',
    measurements: ['Height', 'Chest', 'Waist'],
    rows: chart(
      ['2-3Y', '3-4Y', '4-5Y', '5-6Y', '7-8Y', '9-10Y', '11-12Y'],
      [
        [92, 53, 51],
        [98, 55, 52],
        [104, 57, 53],
        [110, 59, 54],
        [122, 63, 57],
        [134, 68, 60],
        [146, 73, 63],
      ],
    ),
    howToMeasure:
      'Height: standing straight against a wall, without shoes. Chest: around the fullest part, under the arms. Waist: around the natural waistline. Between two sizes, choose the larger: children grow.',
    categorySlugs: ['kids'],
  },
  {
    name: 'Baby',
    measurements: ['Height', 'Chest'],
    rows: chart(
      ['0-3M', '3-6M', '6-12M', '12-18M', '18-24M'],
      [
        [56, 41],
        [62, 43],
        [74, 46],
        [80, 48],
        [86, 50],
      ],
    ),
    howToMeasure:
      'Height: lying down, from the top of the head to the heel. Chest: around the fullest part, under the arms.',
    categorySlugs: ['kids-baby'],
  },
  {
    name: 'Footwear (EU sizes)',
    measurements: ['Foot length'],
    rows: chart(['39', '40', '41', '42', '43', '44'], [[24.5], [25.2], [25.8], [26.5], [27.2], [27.8]]),
    howToMeasure:
      'Stand on a sheet of paper in the evening, when feet are largest. Mark your heel and your longest toe, and measure between the marks. Measure both feet and go by the longer one; between two sizes, choose the larger.',
    categorySlugs: ['footwear'],
  },
];
