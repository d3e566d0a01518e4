/** Static source data for the demo catalogue: categories, brands, banners, colour palettes. */

export const TOP_CATEGORY_SLUGS = ['men', 'women', 'kids', 'footwear', 'accessories', 'beauty'] as const;
export type TopCategorySlug = (typeof TOP_CATEGORY_SLUGS)[number];

export const BRAND_SLUGS = ['junaid-jamshed', 'outfitters', 'khaadi', 'gul-ahmed', 'sana-safinaz', 'alkaram'] as const;
export type BrandSlug = (typeof BRAND_SLUGS)[number];

/** Drives which size list a product gets. */
export type SizeKind = 'apparel' | 'kids' | 'baby' | 'footwear' | 'one-size' | 'fragrance';

export interface Palette {
  /** Colour name shown to shoppers; products list these in `colors`. */
  name: string;
  main: string;
  accent: string;
  background: string;
}

/** One palette per pool image: pool image N of every category uses PALETTES[N - 1]. */
export const PALETTES: readonly Palette[] = [
  { name: 'Black', main: '#26262b', accent: '#d4a63a', background: '#efe9dd' },
  { name: 'White', main: '#f7f6f1', accent: '#3a6ea5', background: '#d9e4ef' },
  { name: 'Navy', main: '#1f2f56', accent: '#e6b54f', background: '#e6ecf5' },
  { name: 'Maroon', main: '#7a1f2b', accent: '#efc97f', background: '#f6e7e1' },
  { name: 'Beige', main: '#d9c29d', accent: '#8a5a2b', background: '#e3edee' },
  { name: 'Olive', main: '#66702f', accent: '#f1db8c', background: '#eef0e0' },
  { name: 'Pink', main: '#e58aa8', accent: '#fff4f7', background: '#fbe6ee' },
  { name: 'Mustard', main: '#d39e1c', accent: '#5a3d0c', background: '#fbf1d6' },
  { name: 'Teal', main: '#1e7775', accent: '#f5c8a2', background: '#dff1ee' },
  { name: 'Grey', main: '#878c96', accent: '#e4572e', background: '#eceef2' },
];

export type ColourName =
  'Black' | 'White' | 'Navy' | 'Maroon' | 'Beige' | 'Olive' | 'Pink' | 'Mustard' | 'Teal' | 'Grey';
const ALL_COLOURS: readonly ColourName[] = [
  'Black',
  'White',
  'Navy',
  'Maroon',
  'Beige',
  'Olive',
  'Pink',
  'Mustard',
  'Teal',
  'Grey',
];
const DARK_AND_NEUTRAL: readonly ColourName[] = ['Black', 'Navy', 'Maroon', 'Beige', 'Olive', 'Grey'];

export interface BrandSpec {
  slug: BrandSlug;
  name: string;
  initials: string;
  colour: string;
  shape: 'circle' | 'square';
  description: string;
}

export const BRANDS: readonly BrandSpec[] = [
  {
    slug: 'junaid-jamshed',
    name: 'Junaid Jamshed',
    initials: 'JJ',
    colour: '#1d5c4a',
    shape: 'circle',
    description:
      'Eastern menswear, kurta shalwar, attars and fragrances, with kidswear and footwear for the whole family.',
  },
  {
    slug: 'outfitters',
    name: 'Outfitters',
    initials: 'O',
    colour: '#2b2d42',
    shape: 'square',
    description: 'Casual western wear: denim, tees, sneakers and accessories for men, women and kids.',
  },
  {
    slug: 'khaadi',
    name: 'Khaadi',
    initials: 'K',
    colour: '#b5532a',
    shape: 'circle',
    description: 'Hand-woven textures, printed lawn and ready-to-wear kurtis, plus home-grown beauty and accessories.',
  },
  {
    slug: 'gul-ahmed',
    name: 'Gul Ahmed',
    initials: 'GA',
    colour: '#6a2c70',
    shape: 'square',
    description:
      'Seasonal lawn and unstitched collections, menswear and kids clothing from a long-standing textile house.',
  },
  {
    slug: 'sana-safinaz',
    name: 'Sana Safinaz',
    initials: 'SS',
    colour: '#a4244b',
    shape: 'circle',
    description: 'Luxury pret, festive wear and beauty essentials with a modern designer touch.',
  },
  {
    slug: 'alkaram',
    name: 'Alkaram',
    initials: 'A',
    colour: '#22668d',
    shape: 'square',
    description: 'Everyday lawn, kurtis and family clothing in easy-care fabrics at accessible prices.',
  },
];

export interface DetailSpec {
  label: string;
  values: readonly string[];
}

/** Names of the drawings in demo-art; sub-categories pick the one that fits their tile. */
export type ArtName =
  | 'kurta'
  | 'kameez'
  | 'tee'
  | 'kids-tee'
  | 'trousers'
  | 'sneaker'
  | 'loafer'
  | 'sandal'
  | 'handbag'
  | 'watch'
  | 'sunglasses'
  | 'jhumka'
  | 'wallet'
  | 'perfume'
  | 'cream-jar'
  | 'lipstick';

export interface SubCategorySpec {
  slug: string;
  name: string;
  tileArt: ArtName;
  sizeKind: SizeKind;
  /** Selling price range in whole rupees. */
  priceRupees: readonly [number, number];
  items: readonly string[];
  styles: readonly string[];
  brands: readonly BrandSlug[];
  colours: readonly ColourName[];
  keywords: readonly string[];
  /** who it is for, where its department does not say ("men", "women"): always among its keywords */
  wornBy?: readonly string[];
  details: readonly DetailSpec[];
}

export interface TopCategorySpec {
  slug: TopCategorySlug;
  name: string;
  occasions: readonly string[];
  notes: readonly string[];
  children: readonly SubCategorySpec[];
}

const CLOTHING_CARE: DetailSpec = {
  label: 'Care',
  values: [
    'Machine wash cold, dry in shade',
    'Hand wash separately in cold water',
    'Dry clean recommended',
    'Gentle wash, iron on reverse',
  ],
};
const FIT: DetailSpec = { label: 'Fit', values: ['Regular fit', 'Slim fit', 'Relaxed fit', 'True to size'] };
const FOOTWEAR_DETAILS: readonly DetailSpec[] = [
  { label: 'Upper', values: ['Synthetic leather', 'Genuine leather', 'Canvas', 'Knit mesh', 'Suede'] },
  { label: 'Sole', values: ['Rubber', 'EVA', 'TPR', 'Leather with rubber heel'] },
  {
    label: 'Care',
    values: ['Wipe clean with a damp cloth', 'Air dry away from direct heat', 'Use a soft brush to remove dust'],
  },
];

const MEN: TopCategorySpec = {
  slug: 'men',
  name: 'Men',
  occasions: ['everyday wear', 'Eid and festive days', 'the office', 'weekend outings', 'Friday prayers'],
  notes: [
    'Cut with room to move and finished with neat, reinforced seams.',
    'A wardrobe staple that pairs easily with the rest of the range.',
  ],
  children: [
    {
      slug: 'men-kurta-shalwar',
      name: 'Kurta Shalwar',
      tileArt: 'kurta',
      sizeKind: 'apparel',
      priceRupees: [2500, 12000],
      items: ['Kurta Shalwar', 'Cotton Kurta', 'Wash and Wear Suit', 'Boski Kurta'],
      styles: ['Embroidered', 'Classic', 'Straight Cut', 'Self Print', 'Band Collar', 'Festive'],
      brands: ['junaid-jamshed', 'gul-ahmed', 'alkaram', 'khaadi'],
      colours: ['White', 'Black', 'Navy', 'Beige', 'Olive', 'Maroon', 'Grey'],
      keywords: ['eastern', 'menswear', 'eid', 'traditional', 'shalwar'],
      details: [
        { label: 'Fabric', values: ['Cotton', 'Wash and wear', 'Boski', 'Khaddar', 'Cotton blend'] },
        FIT,
        CLOTHING_CARE,
      ],
    },
    {
      slug: 'men-t-shirts',
      name: 'T-Shirts',
      tileArt: 'tee',
      sizeKind: 'apparel',
      priceRupees: [1500, 4500],
      items: ['Crew Neck T-Shirt', 'Polo Shirt', 'Graphic Tee', 'Henley T-Shirt'],
      styles: ['Slim Fit', 'Essential', 'Oversized', 'Pique', 'Striped', 'Washed'],
      brands: ['outfitters', 'junaid-jamshed', 'khaadi', 'alkaram'],
      colours: ALL_COLOURS,
      keywords: ['casual', 'cotton', 'summer', 'menswear', 'tops'],
      details: [
        { label: 'Fabric', values: ['100% cotton jersey', 'Cotton pique', 'Cotton spandex', 'Slub cotton'] },
        FIT,
        CLOTHING_CARE,
      ],
    },
    {
      slug: 'men-jeans',
      name: 'Jeans',
      tileArt: 'trousers',
      sizeKind: 'apparel',
      priceRupees: [2500, 7500],
      items: ['Denim Jeans', 'Stretch Jeans', 'Tapered Jeans', 'Jogger Jeans'],
      styles: ['Slim Fit', 'Straight Fit', 'Skinny Fit', 'Relaxed Fit', 'Mid Wash', 'Dark Wash'],
      brands: ['outfitters', 'junaid-jamshed', 'alkaram'],
      colours: ['Navy', 'Black', 'Grey', 'White', 'Olive'],
      keywords: ['denim', 'casual', 'bottoms', 'menswear'],
      details: [
        { label: 'Fabric', values: ['Stretch denim', 'Rigid cotton denim', 'Cotton elastane denim'] },
        FIT,
        CLOTHING_CARE,
      ],
    },
    {
      slug: 'men-shirts',
      name: 'Shirts',
      tileArt: 'kurta',
      sizeKind: 'apparel',
      priceRupees: [2200, 6500],
      items: ['Oxford Shirt', 'Formal Shirt', 'Casual Shirt', 'Linen Shirt'],
      styles: ['Button Down', 'Checked', 'Slim Fit', 'Striped', 'Solid', 'Mandarin Collar'],
      brands: ['outfitters', 'junaid-jamshed', 'gul-ahmed', 'alkaram'],
      colours: ALL_COLOURS,
      keywords: ['formal', 'office', 'cotton', 'menswear'],
      details: [
        { label: 'Fabric', values: ['Oxford cotton', 'Poplin', 'Linen blend', 'Chambray'] },
        FIT,
        CLOTHING_CARE,
      ],
    },
    {
      slug: 'men-waistcoats',
      name: 'Waistcoats',
      tileArt: 'kurta',
      sizeKind: 'apparel',
      priceRupees: [3500, 12000],
      items: ['Waistcoat', 'Festive Waistcoat', 'Wedding Waistcoat'],
      styles: ['Textured', 'Jamawar', 'Classic', 'Embroidered', 'Tweed'],
      brands: ['junaid-jamshed', 'gul-ahmed', 'khaadi'],
      colours: DARK_AND_NEUTRAL,
      keywords: ['festive', 'wedding', 'eastern', 'menswear'],
      details: [
        { label: 'Fabric', values: ['Jamawar', 'Poly viscose', 'Wool blend', 'Textured cotton'] },
        FIT,
        CLOTHING_CARE,
      ],
    },
  ],
};

const WOMEN: TopCategorySpec = {
  slug: 'women',
  name: 'Women',
  occasions: ['everyday wear', 'Eid and festive days', 'summer afternoons', 'dinners and get-togethers', 'work days'],
  notes: [
    'Colours are vivid and the print is placed to flatter the silhouette.',
    'Finished with fine detailing at the neckline, sleeves and hem.',
  ],
  children: [
    {
      slug: 'women-lawn',
      name: 'Lawn Suits',
      tileArt: 'kameez',
      sizeKind: 'apparel',
      priceRupees: [3000, 12000],
      items: ['Lawn Suit', '3 Piece Lawn Suit', '2 Piece Lawn Suit', 'Lawn Kurta'],
      styles: ['Embroidered', 'Printed', 'Digital Print', 'Chikankari', 'Schiffli', 'Block Print'],
      brands: ['khaadi', 'gul-ahmed', 'sana-safinaz', 'alkaram'],
      colours: ALL_COLOURS,
      keywords: ['unstitched', 'summer', 'eastern', 'womenswear', 'lawn'],
      details: [
        { label: 'Fabric', values: ['Lawn', 'Cotton lawn', 'Swiss lawn', 'Cambric'] },
        { label: 'Pieces', values: ['Shirt, dupatta and trouser', 'Shirt and trouser', 'Shirt only'] },
        CLOTHING_CARE,
      ],
    },
    {
      slug: 'women-kurtis',
      name: 'Kurtis',
      tileArt: 'kameez',
      sizeKind: 'apparel',
      priceRupees: [1500, 6000],
      items: ['Kurti', 'Short Kurti', 'A-Line Kurti', 'Tunic'],
      styles: ['Printed', 'Embroidered', 'Angrakha', 'Cotton', 'Khaddar', 'Straight'],
      brands: ['khaadi', 'outfitters', 'sana-safinaz', 'alkaram', 'gul-ahmed'],
      colours: ALL_COLOURS,
      keywords: ['pret', 'casual', 'eastern', 'womenswear'],
      details: [{ label: 'Fabric', values: ['Cotton', 'Khaddar', 'Cambric', 'Viscose'] }, FIT, CLOTHING_CARE],
    },
    {
      slug: 'women-abaya',
      name: 'Abayas',
      tileArt: 'kameez',
      sizeKind: 'apparel',
      priceRupees: [3500, 12000],
      items: ['Abaya', 'Open Abaya', 'Kaftan Abaya'],
      styles: ['Classic', 'Embellished', 'Pleated', 'Butterfly', 'Lace Trim'],
      brands: ['junaid-jamshed', 'sana-safinaz', 'khaadi'],
      colours: DARK_AND_NEUTRAL,
      keywords: ['modest', 'modestwear', 'classic', 'womenswear'],
      details: [{ label: 'Fabric', values: ['Nida', 'Crepe', 'Georgette', 'Jersey'] }, FIT, CLOTHING_CARE],
    },
    {
      slug: 'women-pret',
      name: 'Ready to Wear',
      tileArt: 'kameez',
      sizeKind: 'apparel',
      priceRupees: [2500, 12000],
      items: ['Pret Shirt', 'Co-ord Set', 'Kurta and Trouser Set', 'Shirt with Culottes'],
      styles: ['Embroidered', 'Festive', 'Luxury', 'Casual', 'Jacquard', 'Silk'],
      brands: ['sana-safinaz', 'khaadi', 'gul-ahmed', 'alkaram', 'outfitters'],
      colours: ALL_COLOURS,
      keywords: ['pret', 'stitched', 'festive', 'eastern', 'womenswear'],
      details: [{ label: 'Fabric', values: ['Jacquard', 'Raw silk', 'Cotton net', 'Cambric'] }, FIT, CLOTHING_CARE],
    },
    {
      slug: 'women-western',
      name: 'Western Wear',
      tileArt: 'tee',
      sizeKind: 'apparel',
      priceRupees: [1800, 7000],
      items: ['Crop Top', 'Shirt Dress', 'Wide Leg Trousers', 'Denim Jacket'],
      styles: ['Relaxed', 'Ribbed', 'Printed', 'Pleated', 'Linen Blend'],
      brands: ['outfitters', 'khaadi', 'sana-safinaz'],
      colours: ALL_COLOURS,
      keywords: ['western', 'casual', 'womenswear', 'everyday'],
      details: [
        { label: 'Fabric', values: ['Cotton twill', 'Ribbed jersey', 'Linen blend', 'Denim'] },
        FIT,
        CLOTHING_CARE,
      ],
    },
  ],
};

const KIDS: TopCategorySpec = {
  slug: 'kids',
  name: 'Kids',
  occasions: ['school days', 'playtime', 'Eid', 'family visits', 'birthday parties'],
  notes: ['Soft on the skin and easy to pull on and off.', 'Made to survive the playground and the washing machine.'],
  children: [
    {
      slug: 'kids-boys',
      name: 'Boys',
      tileArt: 'kids-tee',
      sizeKind: 'kids',
      priceRupees: [1500, 5000],
      items: ['Kurta Pajama', 'Graphic T-Shirt', 'Shorts Set', 'Denim Jeans'],
      styles: ['Printed', 'Embroidered', 'Cotton', 'Striped', 'Classic'],
      brands: ['outfitters', 'junaid-jamshed', 'gul-ahmed', 'alkaram'],
      colours: ALL_COLOURS,
      keywords: ['boys', 'children', 'cotton', 'casual'],
      details: [{ label: 'Fabric', values: ['Cotton jersey', 'Cambric', 'Soft denim', 'Cotton blend'] }, CLOTHING_CARE],
    },
    {
      slug: 'kids-girls',
      name: 'Girls',
      tileArt: 'kids-tee',
      sizeKind: 'kids',
      priceRupees: [1500, 6000],
      items: ['Frock', 'Kurti and Tights', 'Printed Dress', 'Lawn Suit'],
      styles: ['Embroidered', 'Floral', 'Tiered', 'Printed', 'Festive'],
      brands: ['khaadi', 'gul-ahmed', 'alkaram', 'outfitters', 'sana-safinaz'],
      colours: ALL_COLOURS,
      keywords: ['girls', 'children', 'festive', 'party'],
      details: [{ label: 'Fabric', values: ['Lawn', 'Cotton', 'Chiffon with lining', 'Cambric'] }, CLOTHING_CARE],
    },
    {
      slug: 'kids-baby',
      name: 'Baby',
      tileArt: 'kids-tee',
      sizeKind: 'baby',
      priceRupees: [1500, 3500],
      items: ['Romper', 'Onesie Set', 'Bodysuit Pack', 'Sleepsuit'],
      styles: ['Soft', 'Organic Cotton', 'Printed', 'Snap Button'],
      brands: ['outfitters', 'alkaram', 'khaadi'],
      colours: ['White', 'Pink', 'Beige', 'Teal', 'Mustard', 'Grey'],
      keywords: ['baby', 'infant', 'newborn', 'cotton'],
      details: [{ label: 'Fabric', values: ['Organic cotton', 'Cotton interlock', 'Muslin'] }, CLOTHING_CARE],
    },
  ],
};

const FOOTWEAR: TopCategorySpec = {
  slug: 'footwear',
  name: 'Footwear',
  occasions: ['daily commutes', 'weddings and formal events', 'summer days', 'long walks', 'the office'],
  notes: [
    'A cushioned footbed keeps you comfortable all day.',
    'Sizes are EU; if you are between sizes, choose the larger one.',
  ],
  children: [
    {
      slug: 'sneakers',
      name: 'Sneakers',
      tileArt: 'sneaker',
      sizeKind: 'footwear',
      priceRupees: [3000, 9000],
      items: ['Sneakers', 'Running Shoes', 'Canvas Sneakers', 'Slip On Sneakers'],
      styles: ['Lightweight', 'Chunky', 'Low Top', 'High Top', 'Mesh', 'Classic'],
      brands: ['outfitters', 'junaid-jamshed', 'khaadi'],
      colours: ALL_COLOURS,
      keywords: ['shoes', 'trainers', 'casual', 'sports'],
      wornBy: ['men', 'women'],
      details: FOOTWEAR_DETAILS,
    },
    {
      slug: 'sandals',
      name: 'Sandals',
      tileArt: 'sandal',
      sizeKind: 'footwear',
      priceRupees: [2000, 6500],
      items: ['Sandals', 'Slides', 'Strappy Sandals', 'Peshawari Chappal'],
      styles: ['Comfort', 'Cushioned', 'Braided', 'Buckled', 'Classic'],
      brands: ['junaid-jamshed', 'outfitters', 'khaadi', 'sana-safinaz'],
      colours: ['Black', 'Beige', 'Maroon', 'Olive', 'Grey', 'White'],
      keywords: ['summer', 'comfort', 'casual', 'openfoot'],
      wornBy: ['men', 'women'],
      details: FOOTWEAR_DETAILS,
    },
    {
      slug: 'formal-shoes',
      name: 'Formal Shoes',
      tileArt: 'loafer',
      sizeKind: 'footwear',
      priceRupees: [4500, 9000],
      items: ['Oxford Shoes', 'Loafers', 'Derby Shoes', 'Monk Straps'],
      styles: ['Polished', 'Classic', 'Brogue', 'Plain Toe', 'Tassel'],
      brands: ['junaid-jamshed', 'outfitters', 'gul-ahmed'],
      colours: ['Black', 'Maroon', 'Beige', 'Navy', 'Grey'],
      keywords: ['formal', 'leather', 'office', 'wedding'],
      wornBy: ['men'],
      details: FOOTWEAR_DETAILS,
    },
    {
      slug: 'khussa',
      name: 'Khussas',
      tileArt: 'loafer',
      sizeKind: 'footwear',
      priceRupees: [2000, 5500],
      items: ['Khussa', 'Kolhapuri', 'Embroidered Mules'],
      styles: ['Hand Embroidered', 'Tilla Work', 'Mirror Work', 'Classic', 'Beaded'],
      brands: ['khaadi', 'sana-safinaz', 'junaid-jamshed', 'gul-ahmed'],
      colours: ALL_COLOURS,
      keywords: ['traditional', 'handmade', 'festive', 'eastern'],
      wornBy: ['women'],
      details: FOOTWEAR_DETAILS,
    },
  ],
};

const ONE_SIZE_CARE: DetailSpec = {
  label: 'Care',
  values: ['Wipe with a soft dry cloth', 'Store in the dust bag provided', 'Keep away from perfume and water'],
};

const ACCESSORIES: TopCategorySpec = {
  slug: 'accessories',
  name: 'Accessories',
  occasions: ['everyday use', 'gifting', 'weddings', 'travel', 'the office'],
  notes: ['Thoughtful finishing makes it a gift-ready piece.', 'Compact, durable and easy to match with any outfit.'],
  children: [
    {
      slug: 'bags',
      name: 'Bags',
      tileArt: 'handbag',
      sizeKind: 'one-size',
      priceRupees: [1500, 6000],
      items: ['Tote Bag', 'Crossbody Bag', 'Clutch', 'Backpack'],
      styles: ['Structured', 'Quilted', 'Woven', 'Everyday', 'Embellished'],
      brands: ['khaadi', 'sana-safinaz', 'outfitters', 'gul-ahmed'],
      colours: ALL_COLOURS,
      keywords: ['bags', 'travel', 'everyday', 'handbags'],
      details: [
        { label: 'Material', values: ['Faux leather', 'Canvas', 'Jute', 'Nylon'] },
        { label: 'Closure', values: ['Zip', 'Magnetic snap', 'Drawstring'] },
        ONE_SIZE_CARE,
      ],
    },
    {
      slug: 'watches',
      name: 'Watches',
      tileArt: 'watch',
      sizeKind: 'one-size',
      priceRupees: [2500, 6000],
      items: ['Analogue Watch', 'Chronograph Watch', 'Minimal Watch'],
      styles: ['Steel', 'Leather Strap', 'Mesh Strap', 'Classic'],
      brands: ['junaid-jamshed', 'outfitters'],
      colours: ['Black', 'White', 'Navy', 'Beige', 'Grey'],
      keywords: ['watches', 'wrist', 'gift', 'timepiece'],
      details: [
        { label: 'Case', values: ['Stainless steel', 'Alloy', 'Brushed steel'] },
        { label: 'Water resistance', values: ['Splash resistant', '3 ATM', '5 ATM'] },
        ONE_SIZE_CARE,
      ],
    },
    {
      slug: 'sunglasses',
      name: 'Sunglasses',
      tileArt: 'sunglasses',
      sizeKind: 'one-size',
      priceRupees: [1200, 4500],
      items: ['Aviator Sunglasses', 'Square Sunglasses', 'Cat Eye Sunglasses', 'Round Sunglasses'],
      styles: ['Polarised', 'Tinted', 'Metal Frame', 'Classic'],
      brands: ['outfitters', 'sana-safinaz', 'junaid-jamshed'],
      colours: ['Black', 'Grey', 'Beige', 'Navy', 'Maroon'],
      keywords: ['shades', 'summer', 'eyewear', 'travel'],
      details: [
        { label: 'Lens', values: ['UV400 polarised', 'UV400 tinted', 'Gradient UV400'] },
        { label: 'Frame', values: ['Metal', 'Acetate', 'TR90'] },
        ONE_SIZE_CARE,
      ],
    },
    {
      slug: 'jewellery',
      name: 'Jewellery',
      tileArt: 'jhumka',
      sizeKind: 'one-size',
      priceRupees: [500, 4000],
      items: ['Jhumka Earrings', 'Kada Bracelet', 'Pendant Necklace', 'Ring Set'],
      styles: ['Kundan', 'Oxidised', 'Pearl', 'Gold Plated', 'Minimal'],
      brands: ['khaadi', 'sana-safinaz', 'gul-ahmed', 'alkaram'],
      colours: ['Mustard', 'Grey', 'White', 'Maroon', 'Teal'],
      keywords: ['jewellery', 'festive', 'gift', 'bridal'],
      details: [
        { label: 'Material', values: ['Brass, gold plated', 'Alloy with faux pearls', 'Oxidised silver tone'] },
        ONE_SIZE_CARE,
      ],
    },
    {
      slug: 'belts-wallets',
      name: 'Belts and Wallets',
      tileArt: 'wallet',
      sizeKind: 'one-size',
      priceRupees: [900, 4500],
      items: ['Leather Belt', 'Bifold Wallet', 'Card Holder', 'Reversible Belt'],
      styles: ['Textured', 'Classic', 'Slim', 'Stitched'],
      brands: ['junaid-jamshed', 'outfitters', 'alkaram'],
      colours: ['Black', 'Maroon', 'Beige', 'Navy', 'Grey'],
      keywords: ['leather', 'gift', 'menswear', 'everyday'],
      details: [{ label: 'Material', values: ['Genuine leather', 'Faux leather', 'Split leather'] }, ONE_SIZE_CARE],
    },
  ],
};

const BEAUTY: TopCategorySpec = {
  slug: 'beauty',
  name: 'Beauty',
  occasions: ['your daily routine', 'special evenings', 'hot summer days', 'gifting', 'weddings'],
  notes: [
    'Dermatologically tested and free from harsh additives.',
    'Sealed for freshness; check the batch date on the box.',
  ],
  children: [
    {
      slug: 'fragrances',
      name: 'Fragrances',
      tileArt: 'perfume',
      sizeKind: 'fragrance',
      priceRupees: [900, 4500],
      items: ['Eau de Parfum', 'Attar', 'Body Mist', 'Eau de Toilette'],
      styles: ['Oud', 'Floral', 'Citrus', 'Musk', 'Amber', 'Fresh'],
      brands: ['junaid-jamshed', 'sana-safinaz', 'khaadi', 'outfitters'],
      colours: ['Black', 'Maroon', 'Mustard', 'Teal', 'Pink', 'Navy'],
      keywords: ['perfume', 'fragrance', 'scent', 'gift'],
      details: [
        {
          label: 'Notes',
          values: [
            'Oud, amber and musk',
            'Rose, jasmine and sandalwood',
            'Bergamot, lemon and vetiver',
            'Vanilla, tonka and cedar',
          ],
        },
        { label: 'Longevity', values: ['6 to 8 hours', '8 to 10 hours', '4 to 6 hours'] },
        { label: 'Tip', values: ['Spray on pulse points', 'Apply after a shower for best results'] },
      ],
    },
    {
      slug: 'skincare',
      name: 'Skincare',
      tileArt: 'cream-jar',
      sizeKind: 'one-size',
      priceRupees: [400, 3500],
      items: ['Face Wash', 'Moisturiser', 'Vitamin C Serum', 'Sunscreen SPF 50', 'Night Cream'],
      styles: ['Hydrating', 'Brightening', 'Gentle', 'Oil Free', 'Soothing'],
      brands: ['junaid-jamshed', 'sana-safinaz', 'khaadi', 'gul-ahmed'],
      colours: ['White', 'Pink', 'Teal', 'Beige', 'Mustard'],
      keywords: ['skincare', 'face', 'glow', 'routine'],
      details: [
        {
          label: 'Key ingredients',
          values: [
            'Niacinamide and aloe vera',
            'Vitamin C and hyaluronic acid',
            'Glycerin and green tea',
            'Zinc oxide',
          ],
        },
        { label: 'Suitable for', values: ['All skin types', 'Oily and combination skin', 'Dry and sensitive skin'] },
        {
          label: 'How to use',
          values: [
            'Apply to clean skin morning and night',
            'Massage gently, then rinse',
            'Use daily as the last step of your routine',
          ],
        },
      ],
    },
    {
      slug: 'makeup',
      name: 'Makeup',
      tileArt: 'lipstick',
      sizeKind: 'one-size',
      priceRupees: [400, 3000],
      items: ['Matte Lipstick', 'Liquid Foundation', 'Kohl Eyeliner', 'Lip Gloss', 'Compact Powder'],
      styles: ['Long Wear', 'Velvet', 'Waterproof', 'Satin', 'Sheer'],
      brands: ['sana-safinaz', 'khaadi', 'junaid-jamshed', 'alkaram'],
      colours: ['Maroon', 'Pink', 'Beige', 'Black', 'Mustard'],
      keywords: ['makeup', 'cosmetics', 'glam', 'everyday'],
      details: [
        { label: 'Finish', values: ['Matte', 'Satin', 'Dewy', 'Natural'] },
        { label: 'Suitable for', values: ['All skin tones', 'Warm undertones', 'Everyday wear'] },
        {
          label: 'How to use',
          values: ['Apply directly or with a brush', 'Build up in thin layers', 'Remove with a gentle cleanser'],
        },
      ],
    },
    {
      slug: 'hair-care',
      name: 'Hair Care',
      tileArt: 'perfume',
      sizeKind: 'one-size',
      priceRupees: [400, 2500],
      items: ['Shampoo', 'Hair Oil', 'Conditioner', 'Hair Serum'],
      styles: ['Nourishing', 'Herbal', 'Anti Frizz', 'Repair'],
      brands: ['junaid-jamshed', 'khaadi', 'gul-ahmed'],
      colours: ['Olive', 'Mustard', 'Teal', 'White', 'Black'],
      keywords: ['hair', 'haircare', 'herbal', 'natural'],
      details: [
        {
          label: 'Key ingredients',
          values: ['Argan and coconut oil', 'Amla and reetha', 'Keratin and biotin', 'Onion seed oil'],
        },
        { label: 'Suitable for', values: ['All hair types', 'Dry and frizzy hair', 'Oily scalp'] },
        { label: 'How to use', values: ['Massage into the scalp and rinse', 'Leave in for an hour before washing'] },
      ],
    },
  ],
};

export const CATEGORY_SPECS: readonly TopCategorySpec[] = [MEN, WOMEN, KIDS, FOOTWEAR, ACCESSORIES, BEAUTY];

export interface BannerSpec {
  title: string;
  description: string;
  kicker: string;
  badgePercent: number;
  category: TopCategorySlug;
  gradient: readonly [string, string];
  badgeColour: string;
  /** Palette of the silhouette drawn on the banner. */
  artColour: ColourName;
}

export const BANNER_SPECS: readonly BannerSpec[] = [
  {
    title: 'Summer Lawn Sale',
    description: 'Embroidered lawn, kurtis and pret at up to half price.',
    kicker: 'WOMEN · LIMITED TIME',
    badgePercent: 50,
    category: 'women',
    gradient: ['#7b1e45', '#e0567d'],
    badgeColour: '#ffd166',
    artColour: 'Mustard',
  },
  {
    title: 'Eid Kurta Edit',
    description: 'Kurta shalwar and waistcoats from Rs. 2,490.',
    kicker: 'MEN · FESTIVE',
    badgePercent: 40,
    category: 'men',
    gradient: ['#14213d', '#3a6ea5'],
    badgeColour: '#fca311',
    artColour: 'White',
  },
  {
    title: 'Footwear Clearance',
    description: 'Sneakers, sandals and khussas with up to 60% off.',
    kicker: 'FOOTWEAR · LAST SIZES',
    badgePercent: 60,
    category: 'footwear',
    gradient: ['#0b4f4a', '#2aa39a'],
    badgeColour: '#ffe066',
    artColour: 'Maroon',
  },
  {
    title: 'Beauty Week',
    description: 'Fragrances, skincare and makeup at up to 30% off.',
    kicker: 'BEAUTY · NEW MARKDOWNS',
    badgePercent: 30,
    category: 'beauty',
    gradient: ['#4a2377', '#b15fd1'],
    badgeColour: '#ffc8dd',
    artColour: 'Pink',
  },
];

/** Short collection names appended to product names so listings do not look cloned. */
export const COLLECTIONS: readonly string[] = [
  'Eid Edit',
  'Summer Edit',
  'Festive Edit',
  'Winter Edit',
  'Everyday Basics',
  'Signature Line',
  'Heritage Line',
  'Luxe Line',
  'Weekend Edit',
  'Classic Line',
  'Limited Edition',
  'Essentials',
];

/** Neutral, embeddable sample videos. */
export const VIDEO_IDS: readonly string[] = ['aqz-KE-bpKQ', 'ScMzIvxBSi4'];

export const APPAREL_SIZES: readonly string[] = ['XS', 'S', 'M', 'L', 'XL'];
export const KIDS_SIZES: readonly string[] = ['2-3Y', '3-4Y', '4-5Y', '5-6Y', '7-8Y', '9-10Y', '11-12Y'];
export const BABY_SIZES: readonly string[] = ['0-3M', '3-6M', '6-12M', '12-18M', '18-24M'];
export const FOOTWEAR_SIZES: readonly string[] = ['39', '40', '41', '42', '43', '44'];
