/** A product feed of `rows` good rows, as a shop's export would be, in CSV with the given delimiter. */
export function productFeedCsv(rows: number, { delimiter = ',', prefix = 'feed' } = {}): string {
  const lines = [
    ['url', 'name', 'price', 'sale_price', 'brand', 'image_link', 'product_type', 'stock'].join(delimiter),
  ];
  for (let i = 1; i <= rows; i++) {
    lines.push(
      [
        `https://shop.example.pk/${prefix}/${i}`,
        `"Lawn suit ${prefix} ${i}${delimiter} printed"`,
        '4500',
        '2999',
        'Gul Ahmed',
        `https://cdn.example.pk/${prefix}/${i}.jpg`,
        'Footwear',
        '5',
      ].join(delimiter),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
